import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, desc, eq, like, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { dictionaryEntries, dictionaryIntroduction, dictionarySearchLogs } from '../../db/tables/dictionary';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { studentQuery } from '../../http/schemas';

/** At most this many entries per search; a prefix like "a" would otherwise list everything. */
export const MAX_RESULTS = 20;
const SEARCH_LOGS_SHOWN = 20;

const searchQuery = studentQuery.extend({
  word: z
    .string()
    .trim()
    .min(1, '調べたい英単語を入力してください')
    .max(50, '英単語は50文字までで入力してください')
    .regex(/^[A-Za-z][A-Za-z' -]*$/, '英単語（アルファベット）で入力してください'),
  // The spec lists a type parameter without its values: 1 = word and words that start with it.
  type: z.coerce.number().int().min(1).max(1).default(1),
});

export async function dictionaryRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get('/dictionary/introduce', { config: { auth: 'student' }, schema: { querystring: studentQuery } }, async () => {
    const [page] = await db.select().from(dictionaryIntroduction).where(eq(dictionaryIntroduction.id, 1));
    return ok({ title: page?.title ?? '', paragraphs: page?.paragraphs ?? [] });
  });

  app.get('/dictionary/new-search-word', { config: { auth: 'student' }, schema: { querystring: searchQuery } }, async (request) => {
    const student = currentUser(request);
    const word = request.query.word.toLowerCase();
    const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
    const entries = await db
      .select()
      .from(dictionaryEntries)
      .where(or(eq(dictionaryEntries.word, word), like(dictionaryEntries.word, `${escaped}%`)))
      .orderBy(asc(dictionaryEntries.word))
      .limit(MAX_RESULTS);
    // The exact word first, then the longer words that start with it.
    entries.sort((a, b) => Number(b.word === word) - Number(a.word === word));
    await db.insert(dictionarySearchLogs).values({ userId: student.id, word, found: entries.length });
    return ok({
      word,
      list: entries.map((entry) => ({
        word_id: entry.id,
        word: entry.word,
        ipa: entry.ipa,
        part_of_speech: entry.partOfSpeech,
        mean: entry.meaningJa,
        example_sentence: entry.exampleEn,
        example_sentence_jp: entry.exampleJa,
      })),
    });
  });

  app.get('/dictionary/word-search-logs', { config: { auth: 'student' }, schema: { querystring: studentQuery } }, async (request) => {
    const student = currentUser(request);
    const rows = await db
      .select({ word: dictionarySearchLogs.word, at: dictionarySearchLogs.searchedAt })
      .from(dictionarySearchLogs)
      .where(eq(dictionarySearchLogs.userId, student.id))
      .orderBy(desc(dictionarySearchLogs.id))
      .limit(SEARCH_LOGS_SHOWN * 5);
    const seen = new Set<string>();
    const list = rows.filter((row) => !seen.has(row.word) && seen.add(row.word)).slice(0, SEARCH_LOGS_SHOWN);
    return ok({ list: list.map((row) => ({ word: row.word, searched_at: row.at.toISOString() })) });
  });
}
