// Matrix cases for the graded readers (/v3/ebook/...). The server tests load two level-1 books
// (vitest.config.ts CONTENT_EBOOKS); the fixtures read lost-umbrella.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ebookImpressions, ebookPositions, ebooks } from '../../src/db/tables/ebook';
import { resources } from '../../src/db/tables/resources';
import type { TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

/** A loaded book (lost-umbrella by default) and its vocabulary set (word_choice: one question per item). */
export async function ebookFixture(portal: TestPortal, code = 'lost-umbrella') {
  const [book] = await portal.db.select().from(ebooks).where(eq(ebooks.code, code));
  if (!book) throw new Error(`ebook ${code} is not loaded`);
  const [set] = await portal.db.select().from(resources).where(and(eq(resources.groupKey, book.exerciseGroup), eq(resources.type, 'word_choice'))).orderBy(asc(resources.position)).limit(1);
  return { book, bookId: book.id, resourceId: set!.id, firstQuestion: set!.items[0]!.question_id };
}

const otherAccount = (ctx: CaseContext) => (ctx.session.login === 'biz02' ? 'biz03' : 'biz02');
const bookForm = async ({ portal }: CaseContext) => ({ form: { book_id: String((await ebookFixture(portal)).bookId) } });
const bookQuery = async ({ portal }: CaseContext) => ({ query: { book_id: String((await ebookFixture(portal)).bookId) } });
const noSuchBook = { 'no book': { query: {} }, 'a book id that is not a number': { query: { book_id: 'umbrella' } } };

export const cases: RouteCases = {
  'GET /v3/ebook/list': {
    input: () => ({ query: { level: '1' } }),
    check: (data) => {
      expect(data.levels).toHaveLength(6);
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list.every((book: { level: number }) => book.level === 1)).toBe(true);
      expect(data.list[0]).toMatchObject({ cover_url: expect.stringMatching(/^\/resources\/ebook-[a-z-]+\/[0-9a-f]{12}\/cover\.svg$/), word_count: expect.any(Number) });
    },
    bad: () => ({ 'a level out of range': { query: { level: '99' } }, 'an unknown genre': { query: { genre: 'poetry' } }, 'a long keyword': { query: { keyword: 'x'.repeat(41) } } }),
  },
  'GET /v3/ebook/details': {
    input: bookQuery,
    check: (data) => {
      expect(data.book.chapters.length).toBeGreaterThanOrEqual(2);
      expect(data.book.exercises.map((set: { type: string }) => set.type)).toEqual(['reading_comprehension', 'word_choice', 'sentence_sorting']);
    },
    bad: () => noSuchBook,
  },
  'GET /v3/ebook/shelf': {
    check: (data) => expect(data).toMatchObject({ limit: 10, count: expect.any(Number), list: expect.any(Array) }),
  },
  'POST /v3/ebook/shelf/add': {
    input: bookForm,
    check: (data) => expect(data.count).toBeGreaterThanOrEqual(1),
    bad: () => ({ 'no book': { form: {} }, 'a book id that is not a number': { form: { book_id: 'x' } } }),
  },
  'POST /v3/ebook/shelf/remove': {
    input: bookForm,
    check: (data) => expect(data.limit).toBe(10),
    bad: () => ({ 'no book': { form: {} } }),
  },
  'GET /v3/ebook/read': {
    input: bookQuery,
    check: (data) => {
      const first = data.chapters[0].paragraphs[0][0];
      expect(first).toMatchObject({ sentence_index: 0, audio_url: expect.stringMatching(/\/audio\/1-1\.mp3$/), duration_ms: expect.any(Number) });
      expect(first.duration_ms).toBeGreaterThan(300);
      expect(data.glosses.length).toBeGreaterThan(0);
    },
    bad: () => noSuchBook,
  },
  'POST /v3/ebook/position': {
    input: async ({ portal }) => ({ form: { book_id: String((await ebookFixture(portal)).bookId), chapter_index: '1', sentence_index: '2' } }),
    check: (data) => expect(data.position).toMatchObject({ chapter_index: 1, sentence_index: 2, finished: 0 }),
    bad: async ({ portal }) => {
      const bookId = String((await ebookFixture(portal)).bookId);
      return {
        'a chapter past the end': { form: { book_id: bookId, chapter_index: '40', sentence_index: '0' } },
        'a sentence past the chapter': { form: { book_id: bookId, chapter_index: '0', sentence_index: '900' } },
        'a negative sentence': { form: { book_id: bookId, chapter_index: '0', sentence_index: '-1' } },
      };
    },
  },
  'POST /v3/ebook/reading-log': {
    input: async ({ portal }) => ({ form: { guid: randomUUID(), book_id: String((await ebookFixture(portal)).bookId), chapter_index: '0', seconds: '95', words: '80' } }),
    check: (data) => expect(data.saved).toBe(1),
    bad: async ({ portal }) => {
      const bookId = String((await ebookFixture(portal)).bookId);
      return {
        'no guid': { form: { book_id: bookId, chapter_index: '0', seconds: '60', words: '10' } },
        'more words than the chapter has': { form: { guid: randomUUID(), book_id: bookId, chapter_index: '0', seconds: '60', words: '5000' } },
        'zero seconds': { form: { guid: randomUUID(), book_id: bookId, chapter_index: '0', seconds: '0', words: '10' } },
        'over an hour': { form: { guid: randomUUID(), book_id: bookId, chapter_index: '0', seconds: '3601', words: '10' } },
      };
    },
  },
  'GET /v3/ebook/history': {
    input: () => ({ query: { days: '7' } }),
    check: (data) => {
      expect(data.days).toHaveLength(7);
      expect(data.totals).toMatchObject({ minutes: expect.any(Number), words: expect.any(Number) });
    },
    bad: () => ({ 'too few days': { query: { days: '1' } }, 'days not a number': { query: { days: 'week' } } }),
  },
  'GET /v3/ebook/impression': {
    input: bookQuery,
    check: (data) => expect(data).toHaveProperty('impression'),
    bad: () => noSuchBook,
  },
  'POST /v3/ebook/impression': {
    input: async ({ portal }) => ({ form: { book_id: String((await ebookFixture(portal)).bookId), stars: '4', content: 'ミカとおばあさんの出会いがよかったです。' } }),
    check: (data) => expect(data.impression).toMatchObject({ stars: 4 }),
    bad: async ({ portal }) => {
      const bookId = String((await ebookFixture(portal)).bookId);
      return {
        'an empty impression': { form: { book_id: bookId, stars: '4', content: '   ' } },
        'over 1000 characters': { form: { book_id: bookId, stars: '4', content: 'あ'.repeat(1001) } },
        'an emoji': { form: { book_id: bookId, stars: '4', content: 'おもしろかった😀' } },
        'six stars': { form: { book_id: bookId, stars: '6', content: 'よかった' } },
      };
    },
    // Another student's impression is never named: the row is keyed by the token's student, so biz02's stays as it was.
    othersRecord: async (ctx) => {
      const { bookId } = await ebookFixture(ctx.portal);
      const other = await ctx.portal.session(otherAccount(ctx));
      await ctx.portal.postForm('/v3/ebook/impression', { book_id: bookId, stars: 2, content: '別の生徒の感想' }, { as: other });
      return { query: { student_id: String(other.studentId) }, form: { book_id: String(bookId), stars: '5', content: 'のっとり' } };
    },
  },
  'GET /v3/ebook/level-check': {
    check: (data) => {
      expect(data.questions.length).toBeGreaterThanOrEqual(24);
      expect(data.questions[0].choices).toHaveLength(4);
    },
  },
  'POST /v3/ebook/level-check': {
    input: async ({ portal, session }) => {
      const questions = (await portal.get('/v3/ebook/level-check', { as: session })).body.data.questions as { question_id: string; choices: string[] }[];
      return { form: { answers: JSON.stringify(questions.map((question) => ({ question_id: question.question_id, choice: question.choices[0] }))) } };
    },
    check: (data) => {
      expect(data.level).toBeGreaterThanOrEqual(1);
      expect(data.per_level).toHaveLength(6);
    },
    bad: () => ({ 'not a list': { form: { answers: '{"a":1}' } }, 'an unknown question': { form: { answers: JSON.stringify([{ question_id: 'lc-9-99', choice: 'x' }]) } }, 'too few answers': { form: { answers: '[]' } } }),
  },
  'GET /v3/ebook/exercise-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await ebookFixture(portal)).resourceId), run: 'open' } }),
    check: (data) => {
      expect(data.resource_code).toMatch(/^ebook-lost-umbrella-/);
      expect(data.book_title).toBe('The Lost Umbrella');
      expect(data.answer_record.items.length).toBeGreaterThan(0);
    },
    bad: () => ({ 'no resource': { query: {} }, 'an unknown run kind': { query: { resource_id: '1', run: 'first' } } }),
  },
  'POST /v3/ebook/submit-exercise-log': {
    input: async ({ portal }) => {
      const { resourceId, firstQuestion } = await ebookFixture(portal);
      const result = JSON.stringify([{ question_id: firstQuestion, answer_index: 1, score: 0 }]);
      return { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: firstQuestion, result } };
    },
    check: (data) => expect(data.answer).toMatchObject({ replayed: 0 }),
    bad: async ({ portal }) => {
      const { resourceId } = await ebookFixture(portal);
      return { 'an unknown question': { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: 'nope', percent_score: '50' } } };
    },
  },
  'GET /v3/ebook/test': {
    check: (data) => {
      expect(data.questions.length).toBeGreaterThanOrEqual(4);
      expect(data.questions[0].choices).toHaveLength(4);
    },
  },
  'POST /v3/ebook/test': {
    input: async ({ portal, session }) => {
      const test = (await portal.get('/v3/ebook/test', { as: session })).body.data as { test_id: number; questions: { question_id: number; choices: string[] }[] };
      return { form: { test_id: String(test.test_id), answers: JSON.stringify(test.questions.map((question) => ({ question_id: question.question_id, choice: question.choices[0] }))) } };
    },
    check: (data) => expect(data.total).toBeGreaterThanOrEqual(4),
    bad: () => ({ 'no test': { form: { answers: '[]' } }, 'answers not a list': { form: { test_id: '1', answers: 'x' } } }),
    othersRecord: async (ctx) => {
      const other = await ctx.portal.session(otherAccount(ctx));
      const test = (await ctx.portal.get('/v3/ebook/test', { as: other })).body.data as { test_id: number };
      return { form: { test_id: String(test.test_id), answers: '[]' } };
    },
  },
  'GET /v3/ebook/homework/free-reading/list': {
    check: (data) => {
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list[0].books.length).toBe(2);
    },
  },
};

/** An account's saved position and impression rows, for tests that check nothing else changed. */
export async function ebookRowsOf(portal: TestPortal, studentId: number, bookId: number) {
  const [position] = await portal.db.select().from(ebookPositions).where(and(eq(ebookPositions.studentId, studentId), eq(ebookPositions.bookId, bookId)));
  const [impression] = await portal.db.select().from(ebookImpressions).where(and(eq(ebookImpressions.studentId, studentId), eq(ebookImpressions.bookId, bookId)));
  return { position, impression };
}
