// Scoring rules shared by every question type (spec part 2, sections 2, 5 and 9). Grades,
// colours and clamping for display are shared-ui's (gradeOf, scoreColour, clampScore).
import { clampScore } from 'shared-ui';

/** Points for one correct item; a wrong one scores 0. */
export const POINTS_PER_ITEM = 5;
/** percent = 20 x (5-point score). */
export const PERCENT_PER_POINT = 20;

/** Scores shown to students are numbers in 0..100; anything else counts as 0. */
export const clampPercent = clampScore;

/** The 5-point score of an item of which `correct` of `total` parts are right (0 or 5 for one part). */
export function itemPoints(correct: number, total: number): number {
  if (total <= 0) return 0;
  const fraction = Math.min(1, Math.max(0, correct / total));
  return Math.round(POINTS_PER_ITEM * fraction * 100) / 100;
}

/** percent = 20 x score, rounded and clamped. */
export function percentFromPoints(points: number): number {
  return Math.round(clampPercent(points * PERCENT_PER_POINT));
}

/** What the item's total_score field carries: 5-point scale, or 0..100 in percent-scored modules (100 per correct item). */
export function totalScoreFor(points: number, percentScored: boolean): number {
  return percentScored ? percentFromPoints(points) : points;
}

/** The resource's percent: the mean of its items' percents, unanswered items counting 0. */
export function resourcePercent(itemPercents: readonly unknown[], itemCount: number): number {
  if (itemCount <= 0) return 0;
  const sum = itemPercents.reduce<number>((total, percent) => total + clampPercent(percent), 0);
  return Math.round(sum / itemCount);
}
