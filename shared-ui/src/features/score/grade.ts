/** Result grades (spec part 1, section 4). */
export type Grade = 'perfect' | 'good' | 'middle' | 'bad';
/** Result colours (spec part 1, section 9). */
export type ScoreColour = 'good' | 'medium' | 'bad';

/** The thresholds grades and colours use (the session config's excellent/standard scores). */
export type GradeThresholds = { excellent_score: number; standard_score: number };

/** Scores are clamped to 0..100; anything that is not a number shows as 0. */
export function clampScore(score: unknown): number {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** 100 perfect; at or above excellent_score good; at or above standard_score middle; below bad. */
export function gradeOf(score: unknown, thresholds: GradeThresholds): Grade {
  const value = clampScore(score);
  if (value >= 100) return 'perfect';
  if (value >= thresholds.excellent_score) return 'good';
  if (value >= thresholds.standard_score) return 'middle';
  return 'bad';
}

/** Good at or above excellent_score, medium at or above standard_score, bad below. */
export function scoreColour(score: unknown, thresholds: GradeThresholds): ScoreColour {
  const value = clampScore(score);
  if (value >= thresholds.excellent_score) return 'good';
  if (value >= thresholds.standard_score) return 'medium';
  return 'bad';
}

/** Whole-number score for display (the 点 suffix is added by the i18n text). */
export function displayScore(score: unknown): number {
  return Math.round(clampScore(score));
}
