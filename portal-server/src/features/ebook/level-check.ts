// The level check (/ebook/level-check): short passages of every level, easiest first, each with
// one question. The recommended level is the highest level read with understanding (at least
// 60 % right) whose levels below were too, so a lucky guess high up does not skip a level the
// student cannot read yet.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ebookLevelChecks, ebooks, type LevelCheckTally } from '../../db/tables/ebook';
import { badRequest } from '../../http/reply';
import { seededShuffle } from '../textbook/content-build';
import { readLevelCheck } from './content';
import { EBOOK_LEVEL_NUMBERS, type LevelCheckSource } from './content-schema';
import { bookBriefs } from './service';

const PASS_SHARE = 0.6;
let cached: LevelCheckSource['questions'] | null = null;

/** The level check's questions (read from content once per process: they change only with a deploy). */
export function levelCheckQuestions(): LevelCheckSource['questions'] {
  cached ??= readLevelCheck().sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
  return cached;
}

export async function lastLevelCheck(db: Database, studentId: number) {
  const [row] = await db.select().from(ebookLevelChecks).where(eq(ebookLevelChecks.studentId, studentId)).orderBy(desc(ebookLevelChecks.createdAt), desc(ebookLevelChecks.id)).limit(1);
  return row ? { level: row.level, correct: row.correct, total: row.total, created_at: row.createdAt.toISOString() } : null;
}

export async function levelCheck(db: Database, studentId: number) {
  const questions = levelCheckQuestions().map((question) => ({
    question_id: question.id,
    level: question.level,
    passage: question.passage,
    question: question.question,
    question_jp: question.question_ja,
    choices: seededShuffle(question.choices, `${question.id}:${studentId}`),
  }));
  return { questions, last: await lastLevelCheck(db, studentId) };
}

/** The level the answers recommend (see the file's comment). */
export function recommendLevel(tally: LevelCheckTally): number {
  let level = 1;
  for (const entry of tally) {
    if (entry.total === 0 || entry.correct / entry.total < PASS_SHARE) break;
    level = entry.level;
  }
  return level;
}

export async function submitLevelCheck(db: Database, studentId: number, answers: { question_id: string; choice: string }[], now: Date) {
  const questions = levelCheckQuestions();
  const byId = new Map(questions.map((question) => [question.id, question]));
  const unknown = answers.find((answer) => !byId.has(answer.question_id));
  if (unknown) throw badRequest(`question_id ${unknown.question_id} はレベルチェックの問題ではありません。`);
  if (new Set(answers.map((answer) => answer.question_id)).size !== answers.length) throw badRequest('同じ問題の答えが2回あります。');
  if (answers.length !== questions.length) throw badRequest(`レベルチェックの${questions.length}問すべての答えを送ってください（答えなかった問題は choice を空にします）。`);
  const tally: LevelCheckTally = EBOOK_LEVEL_NUMBERS.map((level) => ({ level, correct: 0, total: 0 }));
  for (const answer of answers) {
    const question = byId.get(answer.question_id)!;
    const entry = tally[question.level - 1]!;
    entry.total += 1;
    if (answer.choice === question.choices[0]) entry.correct += 1;
  }
  const level = recommendLevel(tally);
  const correct = tally.reduce((total, entry) => total + entry.correct, 0);
  await db.insert(ebookLevelChecks).values({ studentId, level, correct, total: answers.length, perLevel: tally, createdAt: now });
  const books = await db
    .select()
    .from(ebooks)
    .where(and(eq(ebooks.active, true), inArray(ebooks.level, [level, Math.min(6, level + 1)])))
    .orderBy(asc(ebooks.level), asc(ebooks.sort));
  return { level, correct, total: answers.length, per_level: tally, books: await bookBriefs(db, studentId, books) };
}
