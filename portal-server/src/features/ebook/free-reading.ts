// Free-reading homework (/ebook/homework/free-reading/list): homework whose teacher assigned
// books to read (homework_ebooks). Its topics are the books' comprehension sets, so the ordinary
// homework list shows it with something to answer; this list shows the reading itself, each book
// done once the student reached its last sentence.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classMembers } from '../../db/tables/accounts';
import { ebookPositions, ebooks, homeworkEbooks } from '../../db/tables/ebook';
import { homework } from '../../db/tables/homework';
import { resources } from '../../db/tables/resources';
import { isHomeworkExpired } from '../answer-records/runs';
import { createHomework } from '../homework/service';
import { bookBriefs } from './service';

const DEMO_ASSIGNMENTS = [
  { title: '多読：レベル1の本を2冊読もう', description: '「The Lost Umbrella」と「Lunch Around the World」を最後まで読み、内容の問題に答えましょう。音声を聞きながら読むのもおすすめです。', codes: ['lost-umbrella', 'lunch-around-the-world'], days: 14 },
] as const;

/** Sets the demo classes' free-reading homework once (matched by class and title). */
export async function seedFreeReadingHomework(db: Database, classIds: Partial<Record<'business' | 'college', number>>, now: Date): Promise<number> {
  let created = 0;
  for (const assignment of DEMO_ASSIGNMENTS) {
    const books = await db.select().from(ebooks).where(inArray(ebooks.code, [...assignment.codes]));
    if (books.length !== assignment.codes.length) continue;
    const sets = await db.select().from(resources).where(inArray(resources.groupKey, books.map((book) => book.exerciseGroup)));
    const comprehension = books.map((book) => sets.find((set) => set.groupKey === book.exerciseGroup && set.type === 'reading_comprehension')).filter((set) => set !== undefined);
    for (const classId of Object.values(classIds)) {
      if (classId === undefined) continue;
      const [existing] = await db.select({ id: homework.id }).from(homework).where(and(eq(homework.classId, classId), eq(homework.title, assignment.title))).limit(1);
      if (existing) continue;
      const { homeworkId } = await createHomework(db, {
        classId,
        teacherId: null,
        title: assignment.title,
        description: assignment.description,
        startAt: now,
        dueAt: new Date(now.getTime() + assignment.days * 86_400_000),
        resourceIds: comprehension.map((set) => set.id),
      });
      await db.insert(homeworkEbooks).values(books.map((book) => ({ homeworkId, bookId: book.id, position: assignment.codes.indexOf(book.code as never) })));
      created += 1;
    }
  }
  return created;
}

export async function freeReadingList(db: Database, studentId: number, now: Date) {
  const rows = await db
    .select({ homework })
    .from(homework)
    .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, studentId)))
    .where(and(lte(homework.startAt, now), inArray(homework.id, db.select({ id: homeworkEbooks.homeworkId }).from(homeworkEbooks))))
    .orderBy(asc(homework.dueAt), asc(homework.id));
  if (rows.length === 0) return { list: [] };
  const links = await db
    .select()
    .from(homeworkEbooks)
    .where(inArray(homeworkEbooks.homeworkId, rows.map((row) => row.homework.id)))
    .orderBy(asc(homeworkEbooks.position));
  const books = await db.select().from(ebooks).where(inArray(ebooks.id, [...new Set(links.map((link) => link.bookId))]));
  const briefs = await bookBriefs(db, studentId, books);
  const finished = new Set((await db.select({ bookId: ebookPositions.bookId }).from(ebookPositions).where(and(eq(ebookPositions.studentId, studentId), eq(ebookPositions.finished, true)))).map((row) => row.bookId));
  return {
    list: rows.map(({ homework: row }) => {
      const assigned = links.filter((link) => link.homeworkId === row.id).map((link) => ({ ...briefs.find((brief) => brief.book_id === link.bookId)!, done: finished.has(link.bookId) ? (1 as const) : (0 as const) }));
      return {
        homework_id: row.id,
        title: row.title,
        description: row.description,
        start_at: row.startAt.toISOString(),
        due_at: row.dueAt.toISOString(),
        is_expired: isHomeworkExpired(row, now) ? (1 as const) : (0 as const),
        is_late: now.getTime() > row.dueAt.getTime() ? (1 as const) : (0 as const),
        done: assigned.every((book) => book.done === 1) ? (1 as const) : (0 as const),
        books: assigned,
      };
    }),
  };
}
