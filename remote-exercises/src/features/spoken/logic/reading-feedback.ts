// What a reading result says about a recording (spec part 2 "Result screens"): a warning when
// less than half of the text was read, and the reading-speed feedback: over 120 words per
// minute is faster than average, over 80 average, otherwise slower.

export const FAST_WPM = 120;
export const AVERAGE_WPM = 80;

export type SpeedLevel = 'fast' | 'average' | 'slow';

export function speedLevel(wpm: number): SpeedLevel {
  if (wpm > FAST_WPM) return 'fast';
  if (wpm > AVERAGE_WPM) return 'average';
  return 'slow';
}

/** i18n keys (namespace spoken) of the speed feedback. */
export const SPEED_FEEDBACK_KEYS: Readonly<Record<SpeedLevel, string>> = {
  fast: 'feedback.speed_fast',
  average: 'feedback.speed_average',
  slow: 'feedback.speed_slow',
};

type WordLike = { type: string; refIndex: number | null };

/** Reference words read (not omitted) and the total, from the evaluated words. */
export function readCoverage(words: readonly WordLike[]): { read: number; total: number } {
  const reference = words.filter((word) => word.type !== 'insertion' && word.refIndex !== null);
  return { read: reference.filter((word) => word.type !== 'omission').length, total: reference.length };
}

/** True when fewer than half the reference words were read. */
export function lessThanHalfRead(words: readonly WordLike[]): boolean {
  const { read, total } = readCoverage(words);
  return total > 0 && read * 2 < total;
}

/** Words per minute from the report when present, else from words read and speech time. */
export function wordsPerMinute(args: { reportedWpm?: number; wordsRead: number; speechMs: number }): number {
  if (typeof args.reportedWpm === 'number' && Number.isFinite(args.reportedWpm) && args.reportedWpm > 0) return Math.round(args.reportedWpm);
  if (args.speechMs <= 0 || args.wordsRead <= 0) return 0;
  return Math.round((args.wordsRead * 60_000) / args.speechMs);
}
