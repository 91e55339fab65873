// Live events to students' screens. A service sends one inside the transaction that made the
// change: pg_notify delivers it to every portal process at commit (and never if it rolled back);
// each process hands it to the sockets of the students named (live.ts).
import { sql } from 'drizzle-orm';
import type { ArenaLiveEvent } from 'shared-contract';
import { LIVE_CHANNEL } from '../../db/change-feed';
import type { Db } from './store';

export type LiveMessage = { to: number[]; event: ArenaLiveEvent };

export async function notifyStudents(db: Db, to: number[], event: ArenaLiveEvent): Promise<void> {
  if (to.length === 0) return;
  const message: LiveMessage = { to, event };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

/** A payload from the channel, or null when it is not one of ours. */
export function parseLiveMessage(payload: string): LiveMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveMessage>;
    if (!Array.isArray(value.to) || typeof value.event !== 'object' || value.event === null) return null;
    return { to: value.to.filter((id): id is number => Number.isInteger(id)), event: value.event };
  } catch {
    return null;
  }
}
