// The ebook test (/ebook/test): ten glossed words from the books the student has opened (from
// the books of their level when they have opened none), each shown in its sentence from the
// book, with four Japanese meanings: the word's gloss and three glosses of other words. The
// answers stay on the server until the test is submitted, once.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ebookPositions, ebookTests, ebooks, type EbookTestQuestion, type EbookTestResult } from '../../db/tables/ebook';
import { badRequest, conflict, notFound } from '../../http/reply';
import { seededShuffle } from '../textbook/content-build';
import { containsWords } from './content';
import { lastLevelCheck } from './level-check';

const TEST_SIZE = 10;

export const TEST_MESSAGES = {
  notFound: 'テストが見つかりません。テストをもう一度始めてください。',
  submitted: 'このテストはもう採点済みです。新しいテストを始めてください。',
};

/** A fresh random order (seeded by a random id: the content build's shuffle, not another one). */
const shuffle = <T>(values: readonly T[]): T[] => seededShuffle(values, randomUUID());

type Candidate = { bookId: number; bookTitle: string; word: string; ja: string; example: string };

function candidatesOf(book: typeof ebooks.$inferSelect): Candidate[] {
  const sentences = book.chapters.flatMap((chapter) => chapter.paragraphs.flat().map((sentence) => sentence.text));
  return book.glosses.flatMap((gloss) => {
    const example = sentences.find((text) => [gloss.word, ...gloss.forms].some((form) => containsWords(text, form)));
    return example ? [{ bookId: book.id, bookTitle: book.title, word: gloss.word, ja: gloss.ja, example }] : [];
  });
}

const publicQuestion = (question: EbookTestQuestion) => ({ question_id: question.question_id, word: question.word, example: question.example, book_title: question.book_title, choices: question.choices });

/** The student's unanswered test, or a new one. */
export async function startTest(db: Database, studentId: number, now: Date) {
  const [open] = await db.select().from(ebookTests).where(and(eq(ebookTests.studentId, studentId), isNull(ebookTests.submittedAt))).orderBy(desc(ebookTests.id)).limit(1);
  if (open) return { test_id: open.id, questions: open.questions.map(publicQuestion) };
  const opened = await db.select({ bookId: ebookPositions.bookId }).from(ebookPositions).where(eq(ebookPositions.studentId, studentId));
  const level = (await lastLevelCheck(db, studentId))?.level ?? 1;
  const books = opened.length > 0
    ? await db.select().from(ebooks).where(and(eq(ebooks.active, true), inArray(ebooks.id, opened.map((row) => row.bookId))))
    : await db.select().from(ebooks).where(and(eq(ebooks.active, true), eq(ebooks.level, level)));
  const pool = books.flatMap(candidatesOf);
  // Distractors come from every book, so a student who opened one short book still gets four meanings.
  const allGlosses = [...new Set((await db.select({ glosses: ebooks.glosses }).from(ebooks).where(eq(ebooks.active, true))).flatMap((row) => row.glosses.map((gloss) => gloss.ja)))];
  if (pool.length < 4) throw notFound('テストに使える単語がまだありません。本を1冊開いてから始めてください。');
  const picked = shuffle(pool).slice(0, TEST_SIZE);
  const questions: EbookTestQuestion[] = picked.map((candidate, index) => {
    const others = shuffle(allGlosses.filter((ja) => ja !== candidate.ja)).slice(0, 3);
    return { question_id: index + 1, book_id: candidate.bookId, book_title: candidate.bookTitle, word: candidate.word, example: candidate.example, choices: shuffle([candidate.ja, ...others]), answer: candidate.ja };
  });
  const [row] = await db.insert(ebookTests).values({ studentId, questions, createdAt: now }).returning({ id: ebookTests.id });
  return { test_id: row!.id, questions: questions.map(publicQuestion) };
}

export async function submitTest(db: Database, studentId: number, testId: number, answers: { question_id: number; choice: string }[], now: Date) {
  const [test] = await db.select().from(ebookTests).where(and(eq(ebookTests.id, testId), eq(ebookTests.studentId, studentId)));
  if (!test) throw notFound(TEST_MESSAGES.notFound);
  if (test.submittedAt) throw conflict(TEST_MESSAGES.submitted);
  const ids = new Set(test.questions.map((question) => question.question_id));
  const stray = answers.find((answer) => !ids.has(answer.question_id));
  if (stray) throw badRequest(`question_id ${stray.question_id} はこのテストの問題ではありません。`);
  if (new Set(answers.map((answer) => answer.question_id)).size !== answers.length) throw badRequest('同じ問題の答えが2回あります。');
  const results: EbookTestResult[] = test.questions.map((question) => {
    const chosen = answers.find((answer) => answer.question_id === question.question_id)?.choice ?? '';
    return { question_id: question.question_id, chosen, is_right: chosen === question.answer };
  });
  const correct = results.filter((result) => result.is_right).length;
  const score = Math.round((correct / test.questions.length) * 100);
  const updated = await db
    .update(ebookTests)
    .set({ results, score, submittedAt: now })
    .where(and(eq(ebookTests.id, testId), isNull(ebookTests.submittedAt)))
    .returning({ id: ebookTests.id });
  if (updated.length === 0) throw conflict(TEST_MESSAGES.submitted);
  return {
    test_id: testId,
    score,
    correct,
    total: test.questions.length,
    results: test.questions.map((question, index) => ({ question_id: question.question_id, word: question.word, example: question.example, chosen: results[index]!.chosen, answer: question.answer, is_right: results[index]!.is_right ? (1 as const) : (0 as const) })),
  };
}
