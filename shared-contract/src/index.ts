/**
 * shared-contract: what the servers (portal-server, speech-server) and the front ends must agree
 * on, kept once. Pure TypeScript: no DOM, no Node, no other workspace package (lint and its
 * tsconfig hold that), so every package may import it; the front ends bundle it like any
 * library (it is not a Module Federation singleton).
 *
 * - Question types: the type keys, how each marked type's answer is compared, the spoken types
 *   and the speech-server categories they are scored with, and the skill each type trains.
 * - Typed answers: the normalisation and the comparisons the engine and the server both mark with.
 * - Word edit distance and the chat-bot irrelevance.
 * - Speech access: the ticket parameter, the refused-address close code, the busy code and the
 *   text-to-speech length cap the /speech proxy and shared-speech both hold.
 * - Phonics marking: the ARPAbet phones and how a reading is marked on its target sound
 *   (the portal server stores the mark; the practice screen shows the same phones).
 * - Arena: the battle rules (points, outcome, timings) and the live channel's frames and events.
 * - Writing input: what an essay must be before it is evaluated (not empty, English only, no
 *   emoji, not too long) and how its words are counted; the writing form and the server both check it.
 * - API types: the response data of every /v3 call that declares a response schema, generated
 *   from the server's OpenAPI document (`pnpm --filter shared-contract generate:api`).
 */

export {
  ANSWER_KEY_KIND,
  MARKED_TYPE_KEYS,
  QUESTION_TYPE_KEYS,
  isMarkedTypeKey,
  isQuestionTypeKey,
  type AnswerKeyKind,
  type MarkedTypeKey,
  type QuestionTypeKey,
} from './features/question-types/question-types';
export { SKILLS, isSkill, skillOfItem, skillOfType, type Skill } from './features/question-types/skills';
export {
  DEFAULT_SPOKEN_CATEGORY,
  INTEGRATED_PARTS,
  ITEM_SPEECH_CATEGORIES,
  SPEECH_CATEGORIES,
  SPOKEN_TYPE_KEYS,
  integratedPartCategory,
  isSpeechCategory,
  isSpokenTypeKey,
  type IntegratedPart,
  type ItemSpeechCategory,
  type RecordedSpokenTypeKey,
  type SpeechCategory,
  type SpokenTypeKey,
} from './features/question-types/spoken-types';
export { blankMatches, blanksMatch, lettersMatch, normaliseForComparison, normaliseInput, orderMatches, sentenceMatches, spellWord } from './features/answers/typed-answer';
export { IRRELEVANCE_THRESHOLD, replyIrrelevance, wordEditDistance } from './features/word-distance/word-distance';
export type { ApiData, ApiSchema, DocumentedMethod, DocumentedPath } from './features/api/api-types';
export { SPEECH_ADDRESS_REFUSED_CLOSE_CODE, SPEECH_BUSY_CODE, SPEECH_TICKET_PARAM, TTS_MAX_TEXT_LENGTH } from './features/speech/speech-access';
export { normaliseWord, normaliseWordInput, wordSkipReason, type NormalisedWordInput, type SkippedWord, type WordSkipReason } from './features/word-input/word-input';
export {
  ARPABET_PHONES,
  PHONOGRAM_CHALLENGE_SECONDS,
  PHONOGRAM_CHALLENGE_WORDS,
  PHONOGRAM_MIN_WORD_SCORE,
  PHONOGRAM_PASS_SCORE,
  TARGET_MARK_REASONS,
  basePhone,
  countTargetPhones,
  findTargetPhones,
  isArpabetPhone,
  markTargetSound,
  type ArpabetPhone,
  type MarkingPhone,
  type TargetMark,
  type TargetMarkReason,
} from './features/phonogram-marking/phonogram-marking';
export { CEFR_BANDS, CEFR_CONTENT_LEVELS, CEFR_LEVELS, CEFR_SKILLS, isCefrLevel, type CefrLevel, type CefrSkill } from './features/cefr/cefr-levels';
export {
  ANSWER_GRACE_MS,
  ANSWER_REVEAL_MS,
  BATTLE_COUNTDOWN_SECONDS,
  FORFEIT_GRACE_SECONDS,
  GHOST_WAIT_SECONDS,
  GRAMMAR_MODE_QUESTIONS,
  RIGHT_POINTS,
  SPEED_BONUS_MAX,
  START_RATING,
  battleOutcome,
  questionPoints,
  type BattleOutcome,
} from './features/arena/arena-rules';
export { ARENA_AUTH_CLOSE_CODE, ARENA_AUTH_TIMEOUT_MS, ARENA_LIVE_PATH, ARENA_MAX_FRAME_BYTES, type ArenaClientFrame, type ArenaLiveEvent, type ArenaProgress } from './features/arena/arena-live';
export { countWords, firstNonEnglishCharacter, WRITING_MAX_WORDS, writingInputProblem, type WritingInputProblem } from './features/writing-input/writing-input';
