// Graded readers through the API on the test clock: the shelf's limit (refused with nothing
// changed), the position restored on another device and the book kept finished, reading logs
// idempotent by guid feeding the history, impressions validated and private, the level check's
// recommendation, the vocabulary test answered once, and free-reading homework marked done.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { ebookFixture, ebookRowsOf } from '../../../test/route-cases/ebook';
import { ebookReadingLogs, ebookShelf, ebooks } from '../../db/tables/ebook';
import { TEST_CLOCK_HEADER } from '../../http/request-clock';
import { tokyoDay } from '../../lib/tokyo-time';
import { recommendLevel } from './level-check';
import { seedEbooks } from './seed';
import { EBOOK_SHELF_LIMIT } from './service';

let portal: TestPortal;
let student: Session;
// After the seed's free-reading homework starts (the seed sets it from the real clock).
const t0 = new Date(Date.now() + 60_000);
const at = (minutes: number) => ({ [TEST_CLOCK_HEADER]: new Date(t0.getTime() + minutes * 60_000).toISOString() });

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core', configOverrides: { testClock: true } });
  await seedEbooks({ db: portal.db, config: portal.config, school: portal.school, log: () => undefined });
  student = await portal.session('biz03');
});

afterAll(async () => {
  await portal?.close();
});

describe('the shelf', () => {
  it(`holds ${EBOOK_SHELF_LIMIT} books and refuses one more without changing anything`, async () => {
    const { book } = await ebookFixture(portal);
    // Copies of a real book make a catalogue larger than the shelf (the tests load two books).
    const extra = await portal.db
      .insert(ebooks)
      .values(Array.from({ length: EBOOK_SHELF_LIMIT }, (_, index) => ({ ...book, id: undefined, code: `shelf-copy-${index}`, sort: 100 + index })))
      .returning({ id: ebooks.id });
    for (const row of extra) expect((await portal.postForm('/v3/ebook/shelf/add', { book_id: row.id }, { as: student })).status).toBe(200);
    const full = await portal.postForm('/v3/ebook/shelf/add', { book_id: book.id }, { as: student });
    expect(full.status).toBe(409);
    expect(full.body.errmsg).toContain('本棚がいっぱい');
    const shelf = (await portal.get('/v3/ebook/shelf', { as: student })).body.data;
    expect(shelf).toMatchObject({ count: EBOOK_SHELF_LIMIT, limit: EBOOK_SHELF_LIMIT });
    expect(shelf.list.some((entry: { book_id: number }) => entry.book_id === book.id)).toBe(false);
    // Adding a book already there is not "one more".
    expect((await portal.postForm('/v3/ebook/shelf/add', { book_id: extra[0]!.id }, { as: student })).status).toBe(200);
    expect((await portal.postForm('/v3/ebook/shelf/remove', { book_id: extra[0]!.id }, { as: student })).body.data.count).toBe(EBOOK_SHELF_LIMIT - 1);
    expect((await portal.postForm('/v3/ebook/shelf/add', { book_id: book.id }, { as: student })).body.data.count).toBe(EBOOK_SHELF_LIMIT);
    const [rows] = await portal.db.select({ value: count() }).from(ebookShelf).where(eq(ebookShelf.studentId, student.studentId));
    expect(rows!.value).toBe(EBOOK_SHELF_LIMIT);
    await portal.db.delete(ebookShelf).where(eq(ebookShelf.studentId, student.studentId));
  });
});

describe('reading', () => {
  it('restores the position on another device and keeps the book finished when the student goes back', async () => {
    const { bookId } = await ebookFixture(portal);
    const saved = await portal.postForm('/v3/ebook/position', { book_id: bookId, chapter_index: 1, sentence_index: 3 }, { as: student, headers: at(1) });
    expect(saved.body.data.position).toMatchObject({ chapter_index: 1, sentence_index: 3, finished: 0 });
    // Another device: a new login of the same account.
    const other = await portal.freshSession('biz03');
    const read = (await portal.get(`/v3/ebook/read?book_id=${bookId}`, { as: other })).body.data;
    expect(read.position).toMatchObject({ chapter_index: 1, sentence_index: 3 });
    const lastChapter = read.chapters.length - 1;
    const lastSentence = read.chapters[lastChapter].paragraphs.flat().length - 1;
    const end = await portal.postForm('/v3/ebook/position', { book_id: bookId, chapter_index: lastChapter, sentence_index: lastSentence }, { as: other, headers: at(2) });
    expect(end.body.data.position).toMatchObject({ percent: 100, finished: 1 });
    const back = await portal.postForm('/v3/ebook/position', { book_id: bookId, chapter_index: 0, sentence_index: 0 }, { as: other, headers: at(3) });
    expect(back.body.data.position).toMatchObject({ chapter_index: 0, finished: 1 });
    student = other;
  });

  it('counts a reading log once however often it is resent, and shows minutes and words per minute by day', async () => {
    const { bookId } = await ebookFixture(portal);
    const guid = randomUUID();
    const log = { guid, book_id: bookId, chapter_index: 0, seconds: 72, words: 60 };
    const first = await portal.postForm('/v3/ebook/reading-log', log, { as: student, headers: at(10) });
    expect(first.status, first.body.errmsg).toBe(200);
    expect(first.body.data.saved).toBe(1);
    expect((await portal.postForm('/v3/ebook/reading-log', log, { as: student, headers: at(11) })).body.data.saved).toBe(0);
    const [rows] = await portal.db.select({ value: count() }).from(ebookReadingLogs).where(eq(ebookReadingLogs.guid, guid));
    expect(rows!.value).toBe(1);
    const history = (await portal.get('/v3/ebook/history?days=7', { as: student, headers: at(12) })).body.data;
    const today = history.days.at(-1);
    expect(today).toMatchObject({ date: tokyoDay(new Date(t0.getTime() + 12 * 60_000)), minutes: 1, words: 60, wpm: 50 });
    expect(history.totals).toMatchObject({ books_started: 1, books_finished: 1, words: 60, wpm: 50 });
    expect(history.books[0]).toMatchObject({ book_id: bookId, words: 60, minutes: 1 });
  });
});

describe('impressions', () => {
  it('saves a valid impression, refuses empty, long and emoji ones with nothing changed, and never shows another student theirs', async () => {
    const { bookId } = await ebookFixture(portal);
    const good = await portal.postForm('/v3/ebook/impression', { book_id: bookId, stars: 5, content: '最後にミカとオノさんが友だちになるところがよかった。' }, { as: student, headers: at(20) });
    expect(good.body.data.impression).toMatchObject({ stars: 5 });
    for (const [content, message] of [
      ['  ', '感想を入力してください'],
      ['あ'.repeat(1001), '1000文字以内'],
      ['楽しかった🎉', '絵文字は使えません'],
    ] as const) {
      const refused = await portal.postForm('/v3/ebook/impression', { book_id: bookId, stars: 1, content }, { as: student });
      expect(refused.status).toBe(400);
      expect(refused.body.errmsg).toContain(message);
    }
    expect((await ebookRowsOf(portal, student.studentId, bookId)).impression).toMatchObject({ stars: 5 });
    const classmate = await portal.session('biz05');
    expect((await portal.get(`/v3/ebook/impression?book_id=${bookId}`, { as: classmate })).body.data.impression).toBeNull();
    const details = (await portal.get(`/v3/ebook/details?book_id=${bookId}`, { as: classmate })).body.data.book;
    expect(details.impression).toBeNull();
    expect(details.rating).toMatchObject({ average: 5, count: 1 });
  });
});

describe('the level check', () => {
  it('recommends the highest level read with understanding whose levels below were too', () => {
    const tally = (rights: number[]) => rights.map((correct, index) => ({ level: index + 1, correct, total: 5 }));
    expect(recommendLevel(tally([5, 5, 4, 3, 1, 0]))).toBe(4);
    expect(recommendLevel(tally([5, 2, 5, 5, 5, 5]))).toBe(1);
    expect(recommendLevel(tally([0, 0, 0, 0, 0, 0]))).toBe(1);
  });

  it('scores the answers, remembers the result and recommends books of the level', async () => {
    const questions = (await portal.get('/v3/ebook/level-check', { as: student })).body.data.questions as { question_id: string; level: number; choices: string[] }[];
    const keys = new Map((await import('./level-check')).levelCheckQuestions().map((question) => [question.id, question.choices[0]!]));
    // Right up to level 2, wrong above.
    const answers = questions.map((question) => ({ question_id: question.question_id, choice: question.level <= 2 ? keys.get(question.question_id)! : '' }));
    const result = (await portal.postForm('/v3/ebook/level-check', { answers: JSON.stringify(answers) }, { as: student, headers: at(30) })).body.data;
    expect(result).toMatchObject({ level: 2, per_level: expect.arrayContaining([{ level: 3, correct: 0, total: 5 }]) });
    expect((await portal.get('/v3/ebook/list', { as: student })).body.data.recommended_level).toBe(2);
    expect((await portal.get('/v3/ebook/level-check', { as: student })).body.data.last).toMatchObject({ level: 2 });
  });
});

describe('the vocabulary test', () => {
  it('asks glossed words of the books read, scores once and refuses a second submission', async () => {
    const test = (await portal.get('/v3/ebook/test', { as: student, headers: at(40) })).body.data as { test_id: number; questions: { question_id: number; word: string; example: string; choices: string[] }[] };
    expect(test.questions.length).toBe(10);
    const { book } = await ebookFixture(portal);
    for (const question of test.questions) {
      expect(book.glosses.some((gloss) => gloss.word === question.word)).toBe(true);
      expect(new Set(question.choices).size).toBe(4);
    }
    // The same open test comes back until it is answered.
    expect((await portal.get('/v3/ebook/test', { as: student })).body.data.test_id).toBe(test.test_id);
    const right = (word: string) => book.glosses.find((gloss) => gloss.word === word)!.ja;
    const answers = test.questions.map((question, index) => ({ question_id: question.question_id, choice: index < 7 ? right(question.word) : 'まちがい' }));
    const scored = await portal.postForm('/v3/ebook/test', { test_id: test.test_id, answers: JSON.stringify(answers) }, { as: student, headers: at(41) });
    expect(scored.body.data).toMatchObject({ score: 70, correct: 7, total: 10 });
    const again = await portal.postForm('/v3/ebook/test', { test_id: test.test_id, answers: JSON.stringify(answers) }, { as: student });
    expect(again.status).toBe(409);
    const classmate = await portal.session('biz05');
    expect((await portal.postForm('/v3/ebook/test', { test_id: test.test_id, answers: '[]' }, { as: classmate })).status).toBe(404);
  });
});

describe('free-reading homework', () => {
  it('lists the assigned books and marks each done once read to the end', async () => {
    const list = (await portal.get('/v3/ebook/homework/free-reading/list', { as: student, headers: at(50) })).body.data.list;
    expect(list).toHaveLength(1);
    const books = list[0].books as { code: string; done: number }[];
    expect(books.map((book) => [book.code, book.done])).toEqual([
      ['lost-umbrella', 1],
      ['lunch-around-the-world', 0],
    ]);
    expect(list[0].done).toBe(0);
    const [other] = await portal.db.select().from(ebooks).where(and(eq(ebooks.code, 'lunch-around-the-world')));
    const last = other!.chapters.length - 1;
    await portal.postForm('/v3/ebook/position', { book_id: other!.id, chapter_index: last, sentence_index: other!.chapters[last]!.paragraphs.flat().length - 1 }, { as: student, headers: at(51) });
    expect((await portal.get('/v3/ebook/homework/free-reading/list', { as: student })).body.data.list[0].done).toBe(1);
  });
});
