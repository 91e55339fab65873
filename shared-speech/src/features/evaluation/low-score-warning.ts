/** Scores below this count towards the warning (spec part 2 section 9: "20 after 3 hits"). */
export const LOW_SCORE_THRESHOLD = 20;
/** Consecutive low scores that trigger the warning. */
export const LOW_SCORE_STREAK = 3;

/**
 * The low-score warning (spec part 2 section 4): after 3 consecutive recording scores below 20 a
 * warning shows once and is then disabled; a score of 20 or more resets the count. Keep one per
 * practice session (the hook `useLowScoreWarning` does).
 */
export class LowScoreWarning {
  private streak = 0;
  private shown = false;

  /** Records a score; returns true exactly when the warning should be shown now. */
  record(totalScore: number): boolean {
    if (this.shown) return false;
    if (!(totalScore < LOW_SCORE_THRESHOLD)) {
      this.streak = 0;
      return false;
    }
    this.streak += 1;
    if (this.streak < LOW_SCORE_STREAK) return false;
    this.shown = true;
    return true;
  }

  get disabled(): boolean {
    return this.shown;
  }
}
