import { isSpeechCategory, type SpeechCategory } from 'shared-contract';

/** The categories a client may ask for; the players and the content build take them from the same list (shared-contract). */
export type Category = SpeechCategory;

export interface CategoryRule {
  /** Recording limit when the item gives none (spec part 2 section 9). */
  defaultSeconds: number;
  /** Hard ceiling whatever the item says. */
  ceilingSeconds: number;
  /** Most words in the reference text (or in each option, for choice). */
  maxWords: number;
}

/** PROTOCOL.md, "Categories, their reference text and their time limits". */
export const CATEGORY_RULES: Record<Category, CategoryRule> = {
  read_word: { defaultSeconds: 10, ceilingSeconds: 20, maxWords: 10 },
  read_sentence: { defaultSeconds: 20, ceilingSeconds: 60, maxWords: 80 },
  read_chapter: { defaultSeconds: 60, ceilingSeconds: 180, maxWords: 1000 },
  free_reply: { defaultSeconds: 60, ceilingSeconds: 120, maxWords: 300 },
  choice: { defaultSeconds: 20, ceilingSeconds: 60, maxWords: 50 },
};

/** Tolerance for the client's record timer, on top of the limit. */
export const LIMIT_TOLERANCE_MS = 1000;

export const isCategory: (value: unknown) => value is Category = isSpeechCategory;

/** The audio limit in ms for a category and the item's record_max_time (seconds). */
export function audioLimitMs(category: Category, recordMaxTime: number | undefined): number {
  const rule = CATEGORY_RULES[category];
  const seconds = Math.min(recordMaxTime ?? rule.defaultSeconds, rule.ceilingSeconds);
  return Math.round(seconds * 1000) + LIMIT_TOLERANCE_MS;
}
