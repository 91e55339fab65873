/**
 * The arena's live channel: a WebSocket through the portal (ARENA_LIVE_PATH) that pushes what a
 * student's screen must hear of a match or battle at once. Everything it announces can also be
 * read by an ordinary call (matching-rival returns the student's open battle, battle-result the
 * result), so a screen that reconnects reads the state again and misses nothing.
 *
 * The browser's first frame authenticates: { type: 'auth', token } with the student's bearer
 * token; then it may send { type: 'ping' } (answered with 'pong'). Any other frame is answered
 * with an 'error' event and changes nothing. An unauthenticated socket is closed with
 * ARENA_AUTH_CLOSE_CODE after ARENA_AUTH_TIMEOUT_MS.
 */
export const ARENA_LIVE_PATH = '/v3/arena/live';
export const ARENA_AUTH_CLOSE_CODE = 4401;
export const ARENA_AUTH_TIMEOUT_MS = 5_000;
/** Largest frame the portal reads from the browser. */
export const ARENA_MAX_FRAME_BYTES = 4_096;

export type ArenaClientFrame = { type: 'auth'; token: string } | { type: 'ping' };

/** A rival's standing as both screens show it during a battle. */
export type ArenaProgress = { answered: number; correct: number; score: number };

export type ArenaLiveEvent =
  /** The socket is authenticated; the student id it speaks for. */
  | { event: 'ready'; student_id: number }
  | { event: 'pong' }
  /** A rival was found: read the battle with matching-rival. */
  | { event: 'matched'; battle_id: number }
  /** The rival answered a question. */
  | ({ event: 'rival_progress'; battle_id: number } & ArenaProgress)
  /** The rival has answered everything and waits for you. */
  | { event: 'rival_finished'; battle_id: number }
  /** The rival's screen went away; unless they come back within FORFEIT_GRACE_SECONDS, you win. */
  | { event: 'rival_left'; battle_id: number }
  /** The rival came back. */
  | { event: 'rival_back'; battle_id: number }
  /** The battle is decided: read it with battle-result. */
  | { event: 'finished'; battle_id: number }
  | { event: 'error'; errmsg: string };
