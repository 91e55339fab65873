// Authorised speech addresses (issue 20). The address calls hand a student a short-lived ticket;
// the /speech proxy lets a stream or a reading through only with a ticket that is genuine,
// unexpired and (for a stream) unused, and only while the student is within the per-student
// limits. Tickets live in the database (hashed) so that every portal process agrees on which were
// used and how many streams a student has open.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/tables/accounts';
import { speechTickets, speechTtsCounts } from '../../db/tables/speech-proxy';
import type { Config } from '../../config';

export type SpeechKind = 'evaluate' | 'recognize' | 'tts';
export type SpeechLimits = Config['speechAccess'];

/**
 * A stream nobody closed (its portal process died) stops counting as open after this long: the
 * longest recording (180 s of a chapter) plus the time to score it, with room to spare.
 */
export const STREAM_MAX_MS = 5 * 60_000;
/** Rows this old are of no use to any check; they are swept now and then. */
const KEEP_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60_000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** Why an address was refused: the close reason (English, for logs) and the student's message. */
export type Refusal = { kind: 'missing' | 'forged' | 'expired' | 'reused'; reason: string; message: string };

const REFUSALS: Record<Refusal['kind'], Refusal> = {
  missing: { kind: 'missing', reason: 'speech address missing', message: '音声サービスのアドレスがありません。画面を読み込み直してください。' },
  forged: { kind: 'forged', reason: 'speech address not valid', message: '音声サービスのアドレスが正しくありません。画面を読み込み直してください。' },
  expired: { kind: 'expired', reason: 'speech address expired', message: '音声サービスのアドレスの有効期限が切れました。もう一度お試しください。' },
  reused: { kind: 'reused', reason: 'speech address already used', message: 'この音声サービスのアドレスはすでに使われました。もう一度お試しください。' },
};

export const BUSY_MESSAGE = '音声サービスの利用が集中しています。少し待ってからもう一度お試しください。';

export type Claim = { ok: true; userId: number; ticketHash: string } | { ok: false; refusal: Refusal } | { ok: false; busy: true };

export class SpeechAccess {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly limits: SpeechLimits,
  ) {}

  get ttlSeconds(): number {
    return this.limits.ttlSeconds;
  }

  /** A fresh ticket for `userId`, valid for the configured time. */
  async issue(userId: number, kind: SpeechKind): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    const now = Date.now();
    await this.db.insert(speechTickets).values({ ticketHash: hashTicket(ticket), userId, kind, issuedAt: new Date(now), expiresAt: new Date(now + this.limits.ttlSeconds * 1000) });
    await this.sweep(now);
    return ticket;
  }

  /** Looks a ticket up without using it: the refusal, or the row. */
  private async find(ticket: string | undefined, kind: SpeechKind): Promise<{ refusal: Refusal } | { row: typeof speechTickets.$inferSelect }> {
    if (!ticket) return { refusal: REFUSALS.missing };
    const [row] = await this.db.select().from(speechTickets).where(eq(speechTickets.ticketHash, hashTicket(ticket))).limit(1);
    if (!row || row.kind !== kind) return { refusal: REFUSALS.forged };
    if (row.usedAt !== null && kind !== 'tts') return { refusal: REFUSALS.reused };
    if (row.expiresAt.getTime() <= Date.now()) return { refusal: REFUSALS.expired };
    return { row };
  }

  /**
   * Uses a socket ticket to open a stream. The student's row is locked while the open streams and
   * the streams of the last minute are counted and the ticket is marked used, so two processes
   * claiming at once cannot both slip under a limit or both use one ticket. A student over a limit
   * keeps the ticket (it may be tried again while it is valid).
   */
  async claimStream(ticket: string | undefined, kind: 'evaluate' | 'recognize'): Promise<Claim> {
    const found = await this.find(ticket, kind);
    if ('refusal' in found) return { ok: false, refusal: found.refusal };
    const { row } = found;
    return this.db.transaction(async (tx): Promise<Claim> => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
      const now = Date.now();
      const [counts] = await tx
        .select({
          open: sql<number>`count(*) filter (where ${speechTickets.endedAt} is null and ${speechTickets.usedAt} > ${new Date(now - STREAM_MAX_MS)})`.mapWith(Number),
          lastMinute: sql<number>`count(*) filter (where ${speechTickets.usedAt} > ${new Date(now - 60_000)})`.mapWith(Number),
        })
        .from(speechTickets)
        // Streams only: a text-to-speech ticket is marked used by its first reading and never "ends".
        .where(and(eq(speechTickets.userId, row.userId), inArray(speechTickets.kind, ['evaluate', 'recognize']), gt(speechTickets.usedAt, new Date(now - STREAM_MAX_MS))));
      if ((counts?.open ?? 0) >= this.limits.maxOpenStreams || (counts?.lastMinute ?? 0) >= this.limits.streamsPerMinute) return { ok: false, busy: true };
      const used = await tx
        .update(speechTickets)
        .set({ usedAt: new Date(now) })
        .where(and(eq(speechTickets.ticketHash, row.ticketHash), isNull(speechTickets.usedAt), gt(speechTickets.expiresAt, new Date(now))))
        .returning({ ticketHash: speechTickets.ticketHash });
      if (used.length === 0) return { ok: false, refusal: REFUSALS.reused };
      return { ok: true, userId: row.userId, ticketHash: row.ticketHash };
    });
  }

  /** The stream of a claimed ticket ended (either side closed). */
  async endStream(ticketHash: string): Promise<void> {
    await this.db.update(speechTickets).set({ endedAt: new Date() }).where(and(eq(speechTickets.ticketHash, ticketHash), isNull(speechTickets.endedAt)));
  }

  /**
   * Checks a text-to-speech ticket (read any number of times until it expires: an audio element
   * asks for the same address again to replay, seek or reconnect) and counts the reading against
   * the student's rate. The count is one atomic upsert, shared by every process.
   */
  async claimReading(ticket: string | undefined): Promise<Claim> {
    const found = await this.find(ticket, 'tts');
    if ('refusal' in found) return { ok: false, refusal: found.refusal };
    const minuteStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const [count] = await this.db
      .insert(speechTtsCounts)
      .values({ userId: found.row.userId, minuteStart, readings: 1 })
      .onConflictDoUpdate({ target: [speechTtsCounts.userId, speechTtsCounts.minuteStart], set: { readings: sql`${speechTtsCounts.readings} + 1` } })
      .returning({ readings: speechTtsCounts.readings });
    if ((count?.readings ?? 0) > this.limits.ttsPerMinute) return { ok: false, busy: true };
    await this.db.update(speechTickets).set({ usedAt: new Date() }).where(and(eq(speechTickets.ticketHash, found.row.ticketHash), isNull(speechTickets.usedAt)));
    return { ok: true, userId: found.row.userId, ticketHash: found.row.ticketHash };
  }

  /** Drops rows no check can need any more, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(speechTickets).where(lt(speechTickets.expiresAt, new Date(now - KEEP_MS)));
    await this.db.delete(speechTtsCounts).where(lt(speechTtsCounts.minuteStart, new Date(now - KEEP_MS)));
  }
}
