// The skills the portal measures (the AI course's lessons, its recommendation and report, the
// skill scores across exercises) and the skill each question type trains, kept once so that the
// content build, the server's recommendation and the tests count an item alike.
import { isSpokenTypeKey } from './spoken-types';

export const SKILLS = ['listening', 'reading', 'speaking', 'writing', 'grammar', 'vocabulary'] as const;
export type Skill = (typeof SKILLS)[number];

export function isSkill(value: unknown): value is Skill {
  return typeof value === 'string' && (SKILLS as readonly string[]).includes(value);
}

/** The skill a practice type trains; translation blanks ask for the words of a sentence, so vocabulary. */
const SKILL_OF_TYPE: Readonly<Record<string, Skill>> = {
  listen_choice: 'listening',
  listen_mock: 'listening',
  listen_fill_words: 'listening',
  listen_fill_letters: 'listening',
  pure_listening: 'listening',
  reading_comprehension: 'reading',
  cloze_test: 'reading',
  article_reading: 'reading',
  grammar_choice: 'grammar',
  sentence_sorting: 'grammar',
  word_order_blank_fill: 'grammar',
  grammar_index: 'grammar',
  word_choice: 'vocabulary',
  word_reading: 'vocabulary',
  business_word_reading: 'vocabulary',
  translate_fill_words: 'vocabulary',
  fill_blanks_writing: 'writing',
  ja_to_en_writing: 'writing',
};

/**
 * The skill of a question type; the spoken types (reading aloud, shadowing, dialogues...) train
 * speaking. Undefined for module types that are not practice of one skill.
 */
export function skillOfType(resType: string): Skill | undefined {
  return SKILL_OF_TYPE[resType] ?? (isSpokenTypeKey(resType) ? 'speaking' : undefined);
}

/** An item's skill: the one its content names, else listening when it plays a recording, else its type's. */
export function skillOfItem(resType: string, item: { skill?: unknown; audio_file?: unknown }): Skill | undefined {
  if (isSkill(item.skill)) return item.skill;
  return typeof item.audio_file === 'string' && item.audio_file ? 'listening' : skillOfType(resType);
}
