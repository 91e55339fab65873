// Article reading modes (spec part 2 section 4 "Article reading", section 9): the learner picks
// sentence mode (1) or whole-article mode (2), whole article being the default; review, paper,
// exam and homework force the whole article. Sentence mode records each sentence (20 s each);
// the whole passage is one recording limited to 60 s.
import type { ModeRules } from '../../engine/modes/mode-rules';

export const READING_MODE = { sentence: 1, wholeArticle: 2 } as const;
export type ReadingMode = (typeof READING_MODE)[keyof typeof READING_MODE];

/** Spec part 2 section 9: full passage 60 s, sentence-by-sentence 20 s each. */
export const WHOLE_ARTICLE_RECORD_SECONDS = 60;
export const ARTICLE_SENTENCE_RECORD_SECONDS = 20;

/** Modes in which the learner does not choose: the whole article is read. */
export function readingModeIsForced(rules: Pick<ModeRules, 'mode' | 'isReview' | 'isExam' | 'isHomework'>): boolean {
  return rules.isReview || rules.isExam || rules.isHomework || rules.mode === 'paper';
}

/** Whether the reading-mode popup shows before the article starts. */
export function offersReadingModeChoice(rules: Pick<ModeRules, 'mode' | 'isReview' | 'isExam' | 'isHomework'>): boolean {
  return !readingModeIsForced(rules);
}

/** The mode the article is read in: the learner's choice when allowed, else the whole article. */
export function effectiveReadingMode(rules: Pick<ModeRules, 'mode' | 'isReview' | 'isExam' | 'isHomework'>, chosen?: ReadingMode | null): ReadingMode {
  if (readingModeIsForced(rules)) return READING_MODE.wholeArticle;
  return chosen === READING_MODE.sentence ? READING_MODE.sentence : READING_MODE.wholeArticle;
}

/** Record limit of one recording in a mode: the item's record_max_time wins in sentence mode. */
export function articleRecordSeconds(mode: ReadingMode, itemRecordMaxTime?: unknown): number {
  if (mode === READING_MODE.wholeArticle) return WHOLE_ARTICLE_RECORD_SECONDS;
  const seconds = Number(itemRecordMaxTime);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : ARTICLE_SENTENCE_RECORD_SECONDS;
}
