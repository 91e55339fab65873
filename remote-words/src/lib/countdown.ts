// A countdown to an end time the server decides (the word exam's ends_at, the phonics challenge's).

/**
 * Whole seconds left until `endsAt`, never below 0. `offsetMs` is the server's clock minus this
 * browser's, when the server tells its time (a test clock, or a wrong clock on the device).
 */
export function secondsLeft(endsAt: string, nowMs: number, offsetMs = 0): number {
  const end = Date.parse(endsAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - (nowMs + offsetMs)) / 1000));
}

/** m:ss (or h:mm:ss past an hour) for the countdown. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The server clock's lead over the browser's, from an answer that said how many seconds were
 * left until ends_at when it was made (remaining_sec) and when the browser received it. A test
 * clock on the server, or a wrong clock on the device, so does not move the countdown.
 */
export function clockOffset(endsAt: string, remainingSec: number, receivedAtMs: number): number {
  const end = Date.parse(endsAt);
  if (!Number.isFinite(end) || !Number.isFinite(remainingSec)) return 0;
  return end - remainingSec * 1000 - receivedAtMs;
}
