// The dictionary's lookups and each student's lookup log. Headwords, prefixes, inflections and
// spelling suggestions come from the in-memory headword index; whole entries, Japanese
// meanings and the logs from the database.
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { dictionaryBuild, dictionaryLookupLogs, dictionaryMeanings, dictionaryWords } from '../../db/tables/dictionary';
import { notFound } from '../../http/reply';
import { readContent } from '../../lib/content-source';
import { rankSpellingCandidates } from './fuzzy';
import { headwordIndex, prefixMatches, toBrief, type Headword } from './headword-index';
import { lemmatize, lemmatizePhrase } from './lemmatize';
import type { Brief, EntryData } from './schemas';

export const LIST_LIMIT = 20;
export const SCREEN_LIMIT = 10;
export const FUZZY_LIMIT = 10;
export const SUGGESTION_LIMIT = 5;
export const LOGS_SHOWN = 50;
/** Full entries a Japanese search opens (the words with exactly that meaning). */
const JAPANESE_ENTRIES = 3;

/** The search key of an English query: lower case, one space between words, ’ as '. */
export const normalizeQuery = (word: string) => word.trim().toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

const entryColumns = {
  id: dictionaryWords.id,
  word: dictionaryWords.word,
  ipa: dictionaryWords.ipa,
  isPhrase: dictionaryWords.isPhrase,
  mean: dictionaryWords.mean,
  senses: dictionaryWords.senses,
  examples: dictionaryWords.examples,
  forms: dictionaryWords.forms,
  related: dictionaryWords.related,
  phrases: dictionaryWords.phrases,
  sources: dictionaryWords.sources,
};

type EntryRow = { id: number; word: string; ipa: string; isPhrase: boolean; mean: string } & Pick<EntryData, 'senses' | 'examples' | 'forms' | 'related' | 'phrases' | 'sources'>;

const toEntry = (row: EntryRow): EntryData => ({
  word_id: row.id,
  word: row.word,
  ipa: row.ipa,
  is_phrase: row.isPhrase,
  mean: row.mean,
  senses: row.senses,
  examples: row.examples,
  forms: row.forms,
  related: row.related,
  phrases: row.phrases,
  sources: row.sources,
});

/** Whole entries by id, in the order of ids. */
async function entriesById(db: Database, ids: number[]): Promise<EntryData[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(entryColumns).from(dictionaryWords).where(inArray(dictionaryWords.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toEntry(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type NewSearchResult = {
  query: string;
  type: 1 | 2;
  entries: EntryData[];
  inflection: { form: string; lemma: string; kind: string; label_ja: string } | null;
  list: Brief[];
  suggestions: Brief[];
};

/** GET /v3/dictionary/new-search-word with type 1: the word, the lemma of an inflected form, words starting with it. */
export async function searchEnglish(db: Database, query: string): Promise<NewSearchResult> {
  const index = await headwordIndex(db);
  const key = normalizeQuery(query);
  const exact = index.byKey.get(key);
  const inflections = key.includes(' ') ? lemmatizePhrase(index, key) : lemmatize(index, key);
  const opened: Headword[] = [...(exact ? [exact] : []), ...inflections.map((item) => item.lemma)].slice(0, 4);
  const first = inflections[0];
  const entries = await entriesById(
    db,
    opened.map((headword) => headword.id),
  );
  const shown = new Set(opened.map((headword) => headword.id));
  const list = prefixMatches(index, key, LIST_LIMIT, shown).map(toBrief);
  const suggestions = entries.length === 0 ? rankSpellingCandidates(key, index.spelling, SUGGESTION_LIMIT).map(({ candidate }) => toBrief(candidate)) : [];
  return {
    query: key,
    type: 1,
    entries,
    inflection: first ? { form: key, lemma: first.lemma.word, kind: first.kind, label_ja: first.labelJa } : null,
    list,
    suggestions,
  };
}

/** GET /v3/dictionary/new-search-word with type 2: words with exactly this Japanese meaning, then meanings starting with it. */
export async function searchJapanese(db: Database, query: string): Promise<NewSearchResult> {
  const term = query.trim();
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  // One range scan of the meanings index: the exact meaning first, then the shortest meanings
  // that start with it; within each, the word's first meanings and the common words first.
  const rows = await db
    .select({ id: dictionaryMeanings.wordId, term: dictionaryMeanings.term })
    .from(dictionaryMeanings)
    .innerJoin(dictionaryWords, eq(dictionaryWords.id, dictionaryMeanings.wordId))
    .where(like(dictionaryMeanings.term, `${escaped}%`))
    .orderBy(sql`${dictionaryMeanings.term} = ${term} desc`, sql`length(${dictionaryMeanings.term})`, asc(dictionaryMeanings.position), asc(dictionaryWords.isPhrase), asc(dictionaryWords.rank))
    .limit((LIST_LIMIT + JAPANESE_ENTRIES) * 3);
  const index = await headwordIndex(db);
  const entryIds = rows.filter((row) => row.term === term).slice(0, JAPANESE_ENTRIES).map((row) => row.id);
  const seen = new Set(entryIds);
  const listIds: number[] = [];
  for (const { id } of rows) {
    if (seen.has(id) || listIds.length >= LIST_LIMIT) continue;
    seen.add(id);
    listIds.push(id);
  }
  return {
    query: term,
    type: 2,
    entries: await entriesById(db, entryIds),
    inflection: null,
    list: listIds.flatMap((id) => {
      const headword = index.byId.get(id);
      return headword ? [toBrief(headword)] : [];
    }),
    suggestions: [],
  };
}

/** GET /v3/dictionary/fuzzy-search-word. */
export async function fuzzySearch(db: Database, query: string) {
  const index = await headwordIndex(db);
  const key = normalizeQuery(query);
  return { query: key, list: rankSpellingCandidates(key, index.spelling, FUZZY_LIMIT).map(({ candidate, distance }) => ({ ...toBrief(candidate), distance })) };
}

/** GET /v3/dictionary/screen-search-word. */
export async function screenSearch(db: Database, query: string) {
  const index = await headwordIndex(db);
  const key = normalizeQuery(query);
  return { query: key, list: prefixMatches(index, key, SCREEN_LIMIT).map(toBrief) };
}

/** POST /v3/dictionary/submit-word-log: one row per student and word, counted. */
export async function recordLookup(db: Database, studentId: number, wordId: number) {
  const [word] = await db.select({ id: dictionaryWords.id, key: dictionaryWords.key }).from(dictionaryWords).where(eq(dictionaryWords.id, wordId));
  if (!word) throw notFound('この単語は辞書にありません。もう一度検索してください');
  const [row] = await db
    .insert(dictionaryLookupLogs)
    .values({ userId: studentId, wordId: word.id, word: word.key, times: 1, searchedAt: new Date() })
    .onConflictDoUpdate({
      target: [dictionaryLookupLogs.userId, dictionaryLookupLogs.wordId],
      set: { times: sql`${dictionaryLookupLogs.times} + 1`, searchedAt: new Date(), word: word.key },
    })
    .returning({ times: dictionaryLookupLogs.times });
  return { word_id: word.id, times: row?.times ?? 1 };
}

/** GET /v3/dictionary/word-search-logs: newest first. */
export async function listLookups(db: Database, studentId: number) {
  const rows = await db
    .select({ wordId: dictionaryWords.id, word: dictionaryWords.word, mean: dictionaryWords.mean, searchedAt: dictionaryLookupLogs.searchedAt, times: dictionaryLookupLogs.times })
    .from(dictionaryLookupLogs)
    .innerJoin(dictionaryWords, eq(dictionaryWords.id, dictionaryLookupLogs.wordId))
    .where(eq(dictionaryLookupLogs.userId, studentId))
    .orderBy(desc(dictionaryLookupLogs.searchedAt), desc(dictionaryLookupLogs.id))
    .limit(LOGS_SHOWN);
  return { list: rows.map((row) => ({ word_id: row.wordId, word: row.word, mean: row.mean, searched_at: row.searchedAt.toISOString(), times: row.times })) };
}

/** POST /v3/dictionary/del-search-log: all of the words must be in this student's log, or nothing goes. */
export async function deleteLookups(db: Database, studentId: number, wordIds: number[]) {
  const wanted = [...new Set(wordIds)];
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ wordId: dictionaryLookupLogs.wordId })
      .from(dictionaryLookupLogs)
      .where(and(eq(dictionaryLookupLogs.userId, studentId), inArray(dictionaryLookupLogs.wordId, wanted)));
    if (mine.length !== wanted.length) throw notFound('検索履歴にない単語が含まれています。履歴を読み込み直してください');
    const removed = await tx
      .delete(dictionaryLookupLogs)
      .where(and(eq(dictionaryLookupLogs.userId, studentId), inArray(dictionaryLookupLogs.wordId, wanted)))
      .returning({ id: dictionaryLookupLogs.id });
    return { removed: removed.length };
  });
}

const licence = z.object({ name: z.string().min(1), source: z.string().min(1), licence: z.string().min(1), url: z.union([z.string().url(), z.literal('')]), notice: z.string().min(1) }).strict();
export const introductionFile = z
  .object({
    introduce: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }).strict(),
    licences: z.array(licence).min(1),
  })
  .strict();

let introduction: z.output<typeof introductionFile> | null = null;

/** GET /v3/dictionary/introduce: the about page (content/dictionary/dictionary.yaml) and the loaded build's numbers. */
export async function introduce(db: Database) {
  introduction ??= readContent('dictionary/dictionary.yaml', introductionFile);
  const [build] = await db.select().from(dictionaryBuild).where(eq(dictionaryBuild.id, 1));
  return {
    title: introduction.introduce.title,
    paragraphs: introduction.introduce.paragraphs,
    stats: {
      headwords: build?.stats.headwords ?? 0,
      phrases: build?.stats.phrases ?? 0,
      with_ipa: build?.stats.with_ipa ?? 0,
      with_examples: build?.stats.with_examples ?? 0,
      built_at: (build?.builtAt ?? new Date(0)).toISOString(),
    },
    licences: introduction.licences,
  };
}
