// The server decides every time of a battle (when a question opens and closes); a device's clock
// may be minutes wrong, so screens count on the server's clock: this browser's plus an offset.

/**
 * The server clock's lead over this browser's, from a server_time received at `receivedAtMs`
 * (the trip back makes it a little early; small against whole seconds per question).
 */
export function clockOffset(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds from the server's now until `at` (negative once past). */
export function msUntil(at: string, nowMs: number, offsetMs: number): number {
  const time = Date.parse(at);
  return Number.isFinite(time) ? time - (nowMs + offsetMs) : 0;
}

/** Whole seconds left until `at`, never below 0 (a 2.1 s wait shows 3). */
export function secondsUntil(at: string, nowMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil(msUntil(at, nowMs, offsetMs) / 1000));
}
