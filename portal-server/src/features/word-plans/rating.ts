// The rating rule: how an answer becomes an FSRS rating. Pure, so the rule is tested on its own
// and every module (word study, business words) rates the same way.
import { Rating, type Grade } from 'ts-fsrs';

/** Answers at most this fast count as effortless (Easy). */
export const EASY_WITHIN_MS = 5_000;
/** Answers at most this fast count as recalled without struggle (Good); slower is Hard. */
export const GOOD_WITHIN_MS = 15_000;
/**
 * Response times are capped: a student who left the tab open for an hour did not think for an
 * hour, and an uncapped time would only ever turn a right answer into Hard.
 */
export const RESPONSE_CAP_MS = 120_000;
/** A word read aloud counts as right from this speech score (speech-server 0..100; the engine's "good" line). */
export const SPOKEN_RIGHT_FROM = 60;

/** wrong → Again; right within 5 s → Easy, within 15 s → Good, slower → Hard. */
export function ratingFor(right: boolean, responseMs: number): Grade {
  if (!right) return Rating.Again;
  if (responseMs <= EASY_WITHIN_MS) return Rating.Easy;
  if (responseMs <= GOOD_WITHIN_MS) return Rating.Good;
  return Rating.Hard;
}

/** The server-measured response time: since the run's last activity, never negative, capped. */
export function responseMsSince(lastActivityAt: Date, now: Date): number {
  return Math.min(RESPONSE_CAP_MS, Math.max(0, now.getTime() - lastActivityAt.getTime()));
}

/** Whether a marked answer is right: a spoken reading from SPOKEN_RIGHT_FROM, anything else only when fully right. */
export function isRightAnswer(percent: number, spoken: boolean): boolean {
  return spoken ? percent >= SPOKEN_RIGHT_FROM : percent >= 100;
}
