// The headwords kept in memory: prefix search while typing, spelling suggestions and the
// inflected forms (went -> go) answer without a query. The dictionary is read-only between
// builds, so each process loads it once per loaded build (the build marker's version, looked at
// again every few seconds) and any number of processes agree.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictionaryBuild, dictionaryWords, type DictionaryForm } from '../../db/tables/dictionary';
import { spellingTable, type SpellingTable } from './fuzzy';
import type { Brief } from './schemas';

export type Headword = {
  id: number;
  key: string;
  word: string;
  mean: string;
  ipa: string;
  isPhrase: boolean;
  /** Main part of speech. */
  pos: string;
  rank: number;
};

export type HeadwordIndex = {
  version: string;
  byKey: Map<string, Headword>;
  byId: Map<number, Headword>;
  /** Every headword sorted by key, for prefix ranges. */
  sorted: Headword[];
  /** Single words, for spelling suggestions. */
  spelling: SpellingTable<Headword>;
  /** Inflected form -> the headwords it is a form of, with the kind of form. */
  forms: Map<string, { lemma: Headword; kind: string; labelJa: string }[]>;
};

const RECHECK_MS = 5_000;

type State = { index: HeadwordIndex | null; loading: Promise<HeadwordIndex> | null; checkedAt: number };
const states = new WeakMap<Database, State>();

export const toBrief = (headword: Headword): Brief => ({ word_id: headword.id, word: headword.word, mean: headword.mean, ipa: headword.ipa, is_phrase: headword.isPhrase });

async function loadedVersion(db: Database): Promise<string> {
  const [row] = await db.select({ version: dictionaryBuild.version }).from(dictionaryBuild).where(eq(dictionaryBuild.id, 1));
  return row?.version ?? '';
}

async function loadIndex(db: Database): Promise<HeadwordIndex> {
  const version = await loadedVersion(db);
  const rows = await db
    .select({ id: dictionaryWords.id, key: dictionaryWords.key, word: dictionaryWords.word, mean: dictionaryWords.mean, ipa: dictionaryWords.ipa, isPhrase: dictionaryWords.isPhrase, pos: dictionaryWords.pos, rank: dictionaryWords.rank, forms: dictionaryWords.forms })
    .from(dictionaryWords);
  return buildIndex(version, rows);
}

/** The index of these rows (exported for the unit tests). */
export function buildIndex(version: string, rows: (Headword & { forms: DictionaryForm[] })[]): HeadwordIndex {
  const byKey = new Map<string, Headword>();
  const byId = new Map<number, Headword>();
  const forms: HeadwordIndex['forms'] = new Map();
  const sorted: Headword[] = [];
  for (const row of rows) {
    // One shape for every headword (no spread of the database row).
    const headword: Headword = { id: row.id, key: row.key, word: row.word, mean: row.mean, ipa: row.ipa, isPhrase: row.isPhrase, pos: row.pos, rank: row.rank };
    byKey.set(headword.key, headword);
    byId.set(headword.id, headword);
    sorted.push(headword);
  }
  for (const row of rows) {
    const lemma = byId.get(row.id)!;
    for (const form of row.forms) {
      const key = form.word.toLowerCase();
      if (key === lemma.key) continue;
      const list = forms.get(key) ?? [];
      if (!list.some((item) => item.lemma === lemma && item.kind === form.kind)) list.push({ lemma, kind: form.kind, labelJa: form.label_ja });
      forms.set(key, list);
    }
  }
  sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const list of forms.values()) list.sort((a, b) => a.lemma.rank - b.lemma.rank);
  return { version, byKey, byId, sorted, spelling: spellingTable(sorted.filter((headword) => !headword.isPhrase)), forms };
}

/** The index of the dictionary loaded in this database, reloaded when another build was loaded. */
export async function headwordIndex(db: Database): Promise<HeadwordIndex> {
  let state = states.get(db);
  if (!state) {
    state = { index: null, loading: null, checkedAt: 0 };
    states.set(db, state);
  }
  const now = Date.now();
  if (state.index && now - state.checkedAt < RECHECK_MS) return state.index;
  if (state.loading) return state.loading;
  const current = state;
  current.loading = (async () => {
    try {
      const version = await loadedVersion(db);
      current.checkedAt = Date.now();
      if (current.index && current.index.version === version) return current.index;
      const index = await loadIndex(db);
      current.index = index;
      return index;
    } finally {
      current.loading = null;
    }
  })();
  return current.loading;
}

/** Forgets this database's index (the loader calls it after replacing the words). */
export function forgetHeadwordIndex(db: Database): void {
  states.delete(db);
}

/**
 * Up to `limit` headwords starting with prefix: the exact word first, then the most common
 * (kept in a short sorted list while the range is read, so "a" with thousands of words is one
 * pass with no sort of the range).
 */
export function prefixMatches(index: HeadwordIndex, prefix: string, limit: number, exclude: ReadonlySet<number> = new Set()): Headword[] {
  const { sorted } = index;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  const best: Headword[] = [];
  const before = (a: Headword, b: Headword) => a.rank < b.rank || (a.rank === b.rank && a.key.length < b.key.length);
  let exact: Headword | null = null;
  for (let at = low; at < sorted.length; at += 1) {
    const headword = sorted[at]!;
    if (!headword.key.startsWith(prefix)) break;
    if (exclude.has(headword.id)) continue;
    if (headword.key === prefix) {
      exact = headword;
      continue;
    }
    if (best.length === limit && !before(headword, best[limit - 1]!)) continue;
    let place = best.length;
    while (place > 0 && before(headword, best[place - 1]!)) place -= 1;
    best.splice(place, 0, headword);
    if (best.length > limit) best.pop();
  }
  return exact ? [exact, ...best].slice(0, limit) : best;
}
