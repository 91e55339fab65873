/**
 * The evaluation result as exercises use it: speech-server's `result` object (PROTOCOL.md
 * "final message") read defensively and with the spec's scoring rules applied.
 */
export type WordErrorType = 'correct' | 'mispronunciation' | 'omission' | 'insertion';

export type ScoredPhone = {
  phone: string;
  ipa: string;
  score: number;
  startMs: number | null;
  endMs: number | null;
  type: WordErrorType;
};

export type ScoredWord = {
  index: number;
  word: string;
  /** Index into the reference words; null for an insertion. */
  refIndex: number | null;
  sentenceIndex: number | null;
  type: WordErrorType;
  /** 0..100; null for an insertion. */
  score: number | null;
  startMs: number | null;
  endMs: number | null;
  /** An insertion that repeats a neighbouring word. */
  repeat: boolean;
  phones: ScoredPhone[];
};

export type ScoredSentence = {
  index: number;
  text: string;
  startWord: number;
  endWord: number;
  totalScore: number;
  accuracyScore: number;
  fluencyScore: number;
  integrityScore: number;
};

export type ChoiceOutcome = { index: number; option: string | null; irrelevance: number[]; rejected: boolean };

export type SpeechScore = {
  /** Session id of the evaluation. */
  sid: string;
  category: string;
  refText: string;
  /** The total to show and post: the engine's total, divided by 10 when the recording was rejected. */
  totalScore: number;
  /** The engine's total before the rejection rule. */
  engineTotalScore: number;
  accuracyScore: number;
  fluencyScore: number;
  integrityScore: number;
  isRejected: boolean;
  rejectReason: string | null;
  recognizedText: string;
  audioMs: number;
  speechMs: number;
  speedWpm: number;
  words: ScoredWord[];
  sentences: ScoredSentence[];
  poorlyWords: string[];
  /** Server-built, HTML-escaped fragment (PROTOCOL.md); prefer `words` when rendering with React. */
  evaluateHtml: string;
  /** The study report object (posted as a JSON string); null when the server sent none. */
  studyReport: Record<string, unknown> | null;
  choice: ChoiceOutcome | null;
  /** The result exactly as received, for `evaluate_result`. */
  raw: Record<string, unknown>;
};

/** Clamps to 0..100; anything that is not a finite number counts as 0 (spec part 2 section 2). */
export function clampScore(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** A rejected recording keeps a tenth of its total (spec part 2 section 2). */
export function applyRejection(total: number, isRejected: boolean): number {
  return isRejected ? Math.round((total / 10) * 10) / 10 : total;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const numOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const WORD_TYPES: readonly WordErrorType[] = ['correct', 'mispronunciation', 'omission', 'insertion'];
const wordType = (value: unknown): WordErrorType => (WORD_TYPES as readonly unknown[]).includes(value) ? (value as WordErrorType) : 'correct';
const records = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);

function readPhone(raw: Record<string, unknown>): ScoredPhone {
  return { phone: str(raw.phone), ipa: str(raw.ipa), score: clampScore(raw.score), startMs: numOrNull(raw.start_ms), endMs: numOrNull(raw.end_ms), type: wordType(raw.type) };
}

function readWord(raw: Record<string, unknown>, position: number): ScoredWord {
  const type = wordType(raw.type);
  return {
    index: num(raw.index, position),
    word: str(raw.word, '*'),
    refIndex: numOrNull(raw.ref_index),
    sentenceIndex: numOrNull(raw.sentence_index),
    type,
    score: type === 'insertion' ? null : clampScore(raw.score),
    startMs: numOrNull(raw.start_ms),
    endMs: numOrNull(raw.end_ms),
    repeat: raw.repeat === true,
    phones: records(raw.phones).map(readPhone),
  };
}

function readSentence(raw: Record<string, unknown>, position: number): ScoredSentence {
  return {
    index: num(raw.index, position),
    text: str(raw.text),
    startWord: num(raw.start_word),
    endWord: num(raw.end_word),
    totalScore: clampScore(raw.total_score),
    accuracyScore: clampScore(raw.accuracy_score),
    fluencyScore: clampScore(raw.fluency_score),
    integrityScore: clampScore(raw.integrity_score),
  };
}

function readChoice(raw: unknown): ChoiceOutcome | null {
  if (!isRecord(raw)) return null;
  return {
    index: num(raw.index, -1),
    option: typeof raw.option === 'string' ? raw.option : null,
    irrelevance: Array.isArray(raw.irrelevance) ? raw.irrelevance.map((value) => num(value, 100)) : [],
    rejected: raw.rejected === true,
  };
}

/**
 * Reads a final `result`. Returns null when it has no numeric total_score: such a message is not
 * an evaluation result and the session reports it as malformed instead of showing a made-up 0.
 */
export function readSpeechScore(result: Record<string, unknown>, sid: string): SpeechScore | null {
  if (typeof result.total_score !== 'number' || !Number.isFinite(result.total_score)) return null;
  const isRejected = result.is_rejected === true;
  const engineTotalScore = clampScore(result.total_score);
  return {
    sid,
    category: str(result.category),
    refText: str(result.ref_text),
    totalScore: applyRejection(engineTotalScore, isRejected),
    engineTotalScore,
    accuracyScore: clampScore(result.accuracy_score),
    fluencyScore: clampScore(result.fluency_score),
    integrityScore: clampScore(result.integrity_score),
    isRejected,
    rejectReason: typeof result.reject_reason === 'string' ? result.reject_reason : null,
    recognizedText: str(result.recognized_text),
    audioMs: num(result.audio_ms),
    speechMs: num(result.speech_ms),
    speedWpm: num(result.speed_wpm),
    words: records(result.words).map(readWord),
    sentences: records(result.sentences).map(readSentence),
    poorlyWords: Array.isArray(result.poorly_words) ? result.poorly_words.filter((w): w is string => typeof w === 'string') : [],
    evaluateHtml: str(result.evaluate_html),
    studyReport: isRecord(result.study_report) ? result.study_report : null,
    choice: readChoice(result.choice),
    raw: result,
  };
}

/** The speech fields of the answer post (spec part 2 section 7), from a score and its recording. */
export type SpeechAnswerFields = {
  evaluate_result: string;
  sound_file: string;
  record_duration: number;
  percent_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
  total_score: number;
  evaluate_html: string;
  poorly_words: string;
  study_report: string;
};

/**
 * Builds the answer fields for a spoken item. `soundFile` is what the upload call returned
 * (data.file); `recordDurationMs` the recording's length. Speech totals are already 0..100, so the
 * percent score is the total.
 */
export function speechAnswerFields(score: SpeechScore, soundFile: string, recordDurationMs: number): SpeechAnswerFields {
  return {
    evaluate_result: JSON.stringify(score.raw),
    sound_file: soundFile,
    record_duration: Math.round(recordDurationMs / 100) / 10,
    percent_score: score.totalScore,
    accuracy_score: score.accuracyScore,
    fluency_score: score.fluencyScore,
    integrity_score: Math.min(100, score.integrityScore),
    total_score: score.totalScore,
    evaluate_html: score.evaluateHtml,
    poorly_words: score.poorlyWords.join('|'),
    study_report: score.studyReport ? JSON.stringify(score.studyReport) : '',
  };
}

/** Colour class of one word on a reading result. */
export type WordGrade = 'good' | 'fair' | 'poor' | 'omitted' | 'inserted';

/** Thresholds from the scoring config (spec part 1 section 9: excellent 80, standard 60). */
export type ScoreThresholds = { excellentScore: number; standardScore: number };

export const DEFAULT_SCORE_THRESHOLDS: ScoreThresholds = { excellentScore: 80, standardScore: 60 };

/**
 * Grade of a word for colouring (spec part 2 "Reading results colour words"): red at 0 or below
 * the standard score, yellow from the standard score, green from the excellent score. The spec
 * divides the thresholds by 20 for the old engine's 0..5 word scores; ours are 0..100, so the
 * thresholds apply as they are.
 */
export function gradeWord(word: Pick<ScoredWord, 'type' | 'score'>, thresholds: ScoreThresholds = DEFAULT_SCORE_THRESHOLDS): WordGrade {
  if (word.type === 'omission') return 'omitted';
  if (word.type === 'insertion') return 'inserted';
  const score = clampScore(word.score);
  if (score <= 0 || score < thresholds.standardScore) return 'poor';
  return score >= thresholds.excellentScore ? 'good' : 'fair';
}
