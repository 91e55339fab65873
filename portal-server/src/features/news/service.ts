import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classMembers, users } from '../../db/tables/accounts';
import { news, newsReads } from '../../db/tables/news';
import { selectCount } from '../../db/counts';
import { notFound } from '../../http/reply';

type Db = Database | Transaction;
type Student = { id: number; schoolId: number | null };

export const NEWS_NOT_FOUND = 'お知らせが見つかりません。';

/** Notices a student may see: published, for every school or theirs, and for no class or one of theirs. */
function visibleTo(student: Student) {
  const memberOfClass = sql`exists (select 1 from ${classMembers} where ${classMembers.classId} = ${news.classId} and ${classMembers.userId} = ${student.id})`;
  return and(
    lte(news.publishedAt, sql`now()`),
    student.schoolId === null ? isNull(news.schoolId) : or(isNull(news.schoolId), eq(news.schoolId, student.schoolId)),
    or(isNull(news.classId), memberOfClass),
  );
}

const isRead = (studentId: number) =>
  sql<boolean>`exists (select 1 from ${newsReads} where ${newsReads.newsId} = ${news.id} and ${newsReads.userId} = ${studentId})`;

/** The student's unread notices: a count query, to run alone (unreadCount) or among others (the dashboard's). */
export function unreadCountQuery(db: Db, student: Student) {
  return db
    .select({ n: count() })
    .from(news)
    .where(and(visibleTo(student), sql`not ${isRead(student.id)}`));
}

export const unreadCount = (db: Db, student: Student): Promise<number> => selectCount(db, unreadCountQuery(db, student));

export async function listNews(db: Db, student: Student, page: number, limit: number) {
  const where = visibleTo(student);
  const [totalRow] = await db.select({ n: count() }).from(news).where(where);
  const rows = await db
    .select({ id: news.id, category: news.category, title: news.title, summary: news.summary, jumpSchema: news.jumpSchema, publishedAt: news.publishedAt, isRead: isRead(student.id) })
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    list: rows.map((row) => ({
      news_id: row.id,
      category: row.category,
      title: row.title,
      summary: row.summary,
      jump_schema: row.jumpSchema,
      published_at: row.publishedAt.toISOString(),
      is_read: row.isRead ? (1 as const) : (0 as const),
    })),
    total: totalRow?.n ?? 0,
    unread_count: await unreadCount(db, student),
    page,
    limit,
  };
}

export async function newsDetail(db: Db, student: Student, newsId: number) {
  const [row] = await db
    .select({ item: news, author: users.username, isRead: isRead(student.id) })
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(and(eq(news.id, newsId), visibleTo(student)))
    .limit(1);
  // Another school's or class's notice is answered exactly like a missing one.
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return {
    news_id: row.item.id,
    category: row.item.category,
    title: row.item.title,
    summary: row.item.summary,
    content: row.item.content,
    jump_schema: row.item.jumpSchema,
    author_name: row.author ?? '',
    published_at: row.item.publishedAt.toISOString(),
    is_read: row.isRead ? (1 as const) : (0 as const),
  };
}

/** Marks notices read; ids the student cannot see are refused as not found, nothing is written. */
export async function markRead(tx: Transaction, student: Student, newsIds: number[] | 'all'): Promise<number> {
  const visible = await tx
    .select({ id: news.id })
    .from(news)
    .where(newsIds === 'all' ? visibleTo(student) : and(inArray(news.id, newsIds), visibleTo(student)));
  if (newsIds !== 'all' && visible.length !== new Set(newsIds).size) throw notFound(NEWS_NOT_FOUND);
  if (visible.length === 0) return 0;
  const inserted = await tx
    .insert(newsReads)
    .values(visible.map((row) => ({ newsId: row.id, userId: student.id })))
    .onConflictDoNothing()
    .returning({ newsId: newsReads.newsId });
  return inserted.length;
}

/** Notices a student read in a period (a mission metric). */
export function newsReadCountQuery(db: Db, studentId: number, window: { from: Date; to: Date } | null) {
  const conditions = [eq(newsReads.userId, studentId)];
  if (window) conditions.push(gte(newsReads.readAt, window.from), lt(newsReads.readAt, window.to));
  return db.select({ n: count() }).from(newsReads).where(and(...conditions));
}
