// The word test's rules, pure so they are tested on their own: its shape, its score, and the
// wrong-topic loop over the items that were not right.
import type { WordTypeId } from '../word-plans/paper';

/**
 * The word test's time limit. The spec says only that answers after the exam's end time are
 * void; five minutes is ours: 20 items at about 15 seconds each, the Good line of the rating rule.
 */
export const WORD_EXAM_SECONDS = 300;
/** Items per test; a plan with fewer words gives fewer. */
export const WORD_EXAM_ITEMS = 20;
/** The spec's word-test types (part 3 section 9), taken in turn by position. */
export const WORD_EXAM_TYPE_IDS: readonly WordTypeId[] = [22, 14, 1];
/** Points per right item (spec part 3 section 9). */
export const POINTS_PER_RIGHT = 5;

export const typeIdAt = (position: number): WordTypeId => WORD_EXAM_TYPE_IDS[position % WORD_EXAM_TYPE_IDS.length]!;

export type ExamItemState = { isRight: number | null; fixedAt: Date | null };

/** 5 points per right item; percent = right / total × 100 (an unanswered item is not right). */
export function examScore(items: readonly ExamItemState[]): { right: number; total: number; score: number; percent: number } {
  const right = items.filter((item) => item.isRight === 1).length;
  const total = items.length;
  return { right, total, score: right * POINTS_PER_RIGHT, percent: total === 0 ? 0 : Math.round((right / total) * 100) };
}

/** Items of the wrong-topic loop: every item not answered right in the test. */
export const isWrongTopic = (item: ExamItemState) => item.isRight !== 1;

/**
 * Where the wrong-topic loop stands: the wrong and unanswered items, how many of them are fixed
 * (answered right since), and how many remain. The loop ends at remaining 0.
 */
export function wrongTopicState<T extends ExamItemState>(items: readonly T[]): { open: T[]; fixed: number; total: number; remaining: number } {
  const wrong = items.filter(isWrongTopic);
  const open = wrong.filter((item) => item.fixedAt === null);
  return { open, fixed: wrong.length - open.length, total: wrong.length, remaining: open.length };
}
