/** A pause longer than this is not reading (the student left the phone): it counts nothing. */
export const IDLE_MS = 2 * 60_000;

/**
 * Active reading time: the time between two signs of reading (a scroll, a tap, a key, the next
 * sentence of the audio) counts when they are at most IDLE_MS apart; a longer gap counts nothing.
 */
export class ActiveClock {
  private lastActivity: number;
  private countedUntil: number;
  private total = 0;

  constructor(now: number) {
    this.lastActivity = now;
    this.countedUntil = now;
  }

  private credit(now: number) {
    if (now - this.lastActivity <= IDLE_MS) this.total += Math.max(0, now - this.countedUntil);
    this.countedUntil = Math.max(this.countedUntil, now);
  }

  activity(now: number): void {
    this.credit(now);
    this.lastActivity = now;
  }

  /** The active milliseconds since the last take, up to `now`. */
  take(now: number): number {
    this.credit(now);
    const total = this.total;
    this.total = 0;
    return total;
  }
}
