// The poor-word list (/eiken/biz/poorWord): words the speech server reported as poorly
// pronounced in the student's readings, how often, the last score; a good reading clears a word.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { poorWords } from '../../db/tables/word-study';
import { wordUnits, words } from '../../db/tables/words';
import { badRequest } from '../../http/reply';
import { isoTime } from '../../http/schemas';
import { bizWordCardSchema, bizWordCards, requireWord, type WordRow } from './cards';
import { poorlyWordKey, poorWordChanges } from './poor-word-rule';

export const MESSAGES = {
  badPoorlyWords: 'poorly_words は単語（文字列）の JSON 配列で送ってください（例: ["agenda","minutes"]）。',
} as const;

/** Words a reading may name: more is a transcript, not a word or sentence reading. */
const MAX_POORLY_WORDS = 60;

/** The posted poorly_words: a JSON array of strings (a form field) or the array itself (a JSON body). */
export function parsePoorlyWords(raw: string | string[] | undefined): string[] {
  if (raw === undefined || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(MESSAGES.badPoorlyWords);
    }
  }
  if (!Array.isArray(value) || value.length > MAX_POORLY_WORDS || !value.every((entry) => typeof entry === 'string' && entry.length <= 60)) throw badRequest(MESSAGES.badPoorlyWords);
  return value as string[];
}

/**
 * The portal words the reported spellings name. A spelling two words share (record, noun and
 * verb) is the word read when it is one of them, else the first in the read word's list, else the
 * first by id; spellings no list has are left out (names, numbers).
 */
async function resolvePoorly(db: Database, read: WordRow, spellings: string[]): Promise<number[]> {
  const keys = [...new Set(spellings.map(poorlyWordKey).filter(Boolean))];
  if (keys.length === 0) return [];
  const [readUnit] = await db.select({ listId: wordUnits.listId }).from(wordUnits).where(eq(wordUnits.id, read.unitId)).limit(1);
  const rows = await db
    .select({ id: words.id, word: words.word, listId: wordUnits.listId })
    .from(words)
    .innerJoin(wordUnits, eq(wordUnits.id, words.unitId))
    .where(inArray(sql`lower(${words.word})`, keys))
    .orderBy(asc(words.id));
  return keys.flatMap((key) => {
    const named = rows.filter((row) => row.word.toLowerCase() === key);
    const pick = named.find((row) => row.id === read.id) ?? named.find((row) => row.listId === readUnit?.listId) ?? named[0];
    return pick ? [pick.id] : [];
  });
}

/** Applies one reading: marks (count + 1, last score) or clears words as poorWordChanges says. */
export async function reportPoorWords(db: Database, studentId: number, input: { word_id: number; score: number; poorly_words?: string | string[] | undefined }, now: Date) {
  const read = await requireWord(db, input.word_id);
  const spellings = parsePoorlyWords(input.poorly_words);
  const changes = poorWordChanges(read.id, input.score, await resolvePoorly(db, read, spellings));
  await db.transaction(async (tx) => {
    if (changes.clear.length > 0) await tx.delete(poorWords).where(and(eq(poorWords.studentId, studentId), inArray(poorWords.wordId, changes.clear)));
    if (changes.mark.length > 0) {
      await tx
        .insert(poorWords)
        .values(changes.mark.map((wordId) => ({ studentId, wordId, poorCount: 1, lastScore: input.score, updatedAt: now })))
        .onConflictDoUpdate({ target: [poorWords.studentId, poorWords.wordId], set: { poorCount: sql`${poorWords.poorCount} + 1`, lastScore: input.score, updatedAt: now } });
    }
  });
  return { marked: changes.mark, cleared: changes.clear };
}

export const poorWordSchema = bizWordCardSchema.extend({
  poor_count: z.number().int().describe('苦手と判定された回数'),
  last_score: z.number().describe('最後に読んだときの点数（0〜100）'),
  updated_at: isoTime,
});

/** The student's poor words, most recently read first, as business word cards with the count and last score. */
export async function poorWordList(db: Database, studentId: number, paging: { page: number; limit: number }) {
  const [total] = await db.select({ total: count() }).from(poorWords).where(eq(poorWords.studentId, studentId));
  const rows = await db
    .select({ poor: poorWords, word: words })
    .from(poorWords)
    .innerJoin(words, eq(words.id, poorWords.wordId))
    .where(eq(poorWords.studentId, studentId))
    .orderBy(desc(poorWords.updatedAt), asc(words.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const cards = await bizWordCards(db, studentId, rows.map((row) => row.word));
  return {
    total: total?.total ?? 0,
    page: paging.page,
    limit: paging.limit,
    list: rows.map((row, at) => ({ ...cards[at]!, poor_count: row.poor.poorCount, last_score: row.poor.lastScore, updated_at: row.poor.updatedAt.toISOString() })),
  };
}
