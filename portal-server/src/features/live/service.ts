import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classMembers, classes, users } from '../../db/tables/accounts';
import { liveClasses } from '../../db/tables/live';

type Db = Database | Transaction;

/** Students may open the room this long before it starts (to test audio and video). */
export const JOIN_EARLY_MS = 15 * 60 * 1000;

export type LiveStatus = 'upcoming' | 'live' | 'ended';

export function liveStatus(row: { startsAt: Date; endsAt: Date }, now: Date): LiveStatus {
  if (now.getTime() >= row.endsAt.getTime()) return 'ended';
  return now.getTime() >= row.startsAt.getTime() ? 'live' : 'upcoming';
}

/**
 * Live classes of the student's classes. `current` lists those not yet over (live first, then
 * the next to start); `past` the ended ones, newest first. The join link is given only while
 * the room is open (from 15 minutes before the start until the end).
 */
export async function listLiveClasses(db: Db, studentId: number, which: 'current' | 'past', paging: { page: number; limit: number }, now = new Date()) {
  const rows = await db
    .select({ live: liveClasses, className: classes.name, teacherName: users.nickname })
    .from(liveClasses)
    .innerJoin(classMembers, and(eq(classMembers.classId, liveClasses.classId), eq(classMembers.userId, studentId)))
    .innerJoin(classes, eq(classes.id, liveClasses.classId))
    .leftJoin(users, eq(users.id, liveClasses.teacherId))
    .where(which === 'current' ? gt(liveClasses.endsAt, now) : lte(liveClasses.endsAt, now))
    .orderBy(which === 'current' ? asc(liveClasses.startsAt) : desc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(paging.limit + 1)
    .offset((paging.page - 1) * paging.limit);
  const items = rows.slice(0, paging.limit).map(({ live, className, teacherName }) => {
    const status = liveStatus(live, now);
    const canJoin = status !== 'ended' && now.getTime() >= live.startsAt.getTime() - JOIN_EARLY_MS;
    return {
      live_id: live.id,
      title: live.title,
      description: live.description,
      class_id: live.classId,
      class_name: className,
      teacher_name: teacherName ?? '',
      starts_at: live.startsAt.toISOString(),
      ends_at: live.endsAt.toISOString(),
      duration_minutes: Math.round((live.endsAt.getTime() - live.startsAt.getTime()) / 60_000),
      status,
      can_join: canJoin ? (1 as const) : (0 as const),
      join_url: canJoin ? live.joinUrl : '',
      opens_at: new Date(live.startsAt.getTime() - JOIN_EARLY_MS).toISOString(),
    };
  });
  return { page: paging.page, limit: paging.limit, has_more: rows.length > paging.limit ? (1 as const) : (0 as const), items };
}

export type NewLiveClass = { classId: number; teacherId: number | null; title: string; description?: string; startsAt: Date; endsAt: Date; joinUrl: string };

export async function createLiveClass(db: Db, input: NewLiveClass): Promise<number> {
  const [row] = await db
    .insert(liveClasses)
    .values({ ...input, description: input.description ?? '' })
    .returning({ id: liveClasses.id });
  return row!.id;
}
