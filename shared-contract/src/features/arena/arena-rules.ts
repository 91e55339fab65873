/**
 * The arena's rules, as the portal server decides battles and the arena screens explain and
 * time them (content/arena/description.yaml states the same numbers to students). The server
 * alone decides correctness and times; the screens use these only to show countdowns.
 */

/** Seconds between a battle being made and its first question (both screens count down). */
export const BATTLE_COUNTDOWN_SECONDS = 3;
/** Seconds a student waits for a live rival before a recorded battle (a ghost) may be chosen. */
export const GHOST_WAIT_SECONDS = 15;
/** Seconds a student may be away from a battle (tab closed, connection lost) before it is a forfeit. */
export const FORFEIT_GRACE_SECONDS = 10;
/** An answer may arrive this much after its question's time is up (the trip from the browser). */
export const ANSWER_GRACE_MS = 1_500;
/**
 * After an answer, or a question's time running out, the next question opens this much later:
 * the screen shows the verdict (○/×, 時間切れ) meanwhile, and it costs the next question nothing.
 */
export const ANSWER_REVEAL_MS = 1_000;
/** Points for a right answer, and the most a fast right answer adds. */
export const RIGHT_POINTS = 10;
export const SPEED_BONUS_MAX = 10;
/** Rating every student starts each battle type with (Glicko-2). */
export const START_RATING = 1500;
/** Questions of a grammar-mode run. */
export const GRAMMAR_MODE_QUESTIONS = 10;

/**
 * A question's points: nothing when wrong or late; when right, RIGHT_POINTS plus a speed bonus
 * falling linearly from SPEED_BONUS_MAX (instant) to 0 (at the time limit).
 */
export function questionPoints(right: boolean, elapsedMs: number, limitMs: number): number {
  if (!right || elapsedMs > limitMs + ANSWER_GRACE_MS) return 0;
  const share = Math.min(1, Math.max(0, elapsedMs / limitMs));
  return RIGHT_POINTS + Math.round(SPEED_BONUS_MAX * (1 - share));
}

export type BattleOutcome = 'win' | 'lose' | 'draw';

/** The outcome for a student with `mine` points against `theirs`; a forfeit decides it whatever the points. */
export function battleOutcome(mine: number, theirs: number, forfeit?: 'me' | 'rival'): BattleOutcome {
  if (forfeit === 'me') return 'lose';
  if (forfeit === 'rival') return 'win';
  if (mine === theirs) return 'draw';
  return mine > theirs ? 'win' : 'lose';
}
