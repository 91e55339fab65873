// Scoring rules shared by every question type (spec part 2, sections 2, 5 and 9; part 1, section 9).

/** Points for one correct item; a wrong one scores 0. */
export const POINTS_PER_ITEM = 5;
/** Percent-scored modules give a correct item 100 instead of 5. */
export const PERCENT_POINTS_PER_ITEM = 100;
/** percent = 20 x (5-point score). */
export const PERCENT_PER_POINT = 20;

export type ScoreThresholds = { excellent_score: number; standard_score: number };

/** Scoring config version 10 defaults (spec part 1, section 9); the session config may override them. */
export const DEFAULT_THRESHOLDS: ScoreThresholds = { excellent_score: 80, standard_score: 60 };

export type Grade = 'perfect' | 'good' | 'middle' | 'bad';
export type ScoreColour = 'good' | 'medium' | 'bad';

/** Scores shown to students are numbers in 0..100; anything else shows as 0. */
export function clampPercent(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 0;
  return Math.min(100, Math.max(0, number));
}

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

/** What the item's total_score field carries: 5-point scale, or 0..100 in percent-scored modules. */
export function totalScoreFor(points: number, percentScored: boolean): number {
  return percentScored ? percentFromPoints(points) : points;
}

/** 100 perfect; at or above excellent good; at or above standard middle; below bad. */
export function gradeOf(percent: unknown, thresholds: ScoreThresholds = DEFAULT_THRESHOLDS): Grade {
  const value = clampPercent(percent);
  if (value >= 100) return 'perfect';
  if (value >= thresholds.excellent_score) return 'good';
  if (value >= thresholds.standard_score) return 'middle';
  return 'bad';
}

/** Result colour: good at or above excellent, medium at or above standard, bad below. */
export function colourOf(percent: unknown, thresholds: ScoreThresholds = DEFAULT_THRESHOLDS): ScoreColour {
  const value = clampPercent(percent);
  if (value >= thresholds.excellent_score) return 'good';
  if (value >= thresholds.standard_score) return 'medium';
  return 'bad';
}

/** The resource's percent: the mean of its items' percents, unanswered items counting 0. */
export function resourcePercent(itemPercents: readonly unknown[], itemCount: number): number {
  if (itemCount <= 0) return 0;
  const sum = itemPercents.reduce<number>((total, percent) => total + clampPercent(percent), 0);
  return Math.round(sum / itemCount);
}

/** Reads thresholds from a session config, falling back to the defaults for missing or bad values. */
export function thresholdsFrom(config: Partial<Record<keyof ScoreThresholds, unknown>> | null | undefined): ScoreThresholds {
  const pick = (key: keyof ScoreThresholds) => {
    const value = Number(config?.[key]);
    return Number.isFinite(value) && value > 0 && value <= 100 ? value : DEFAULT_THRESHOLDS[key];
  };
  return { excellent_score: pick('excellent_score'), standard_score: pick('standard_score') };
}
