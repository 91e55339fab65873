// The seed step: loads the built dictionary (built first when missing or out of date) into the
// database in batches, and does nothing when the same build is already loaded (the marker row).
// DICTIONARY_SUBSET=N loads only the N most common words and the words the tests name, for test
// portals (vitest.config.ts); unset or "all" loads everything.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictionaryBuild, dictionaryLookupLogs, dictionaryMeanings, dictionaryWords } from '../../db/tables/dictionary';
import { DICTIONARY_CACHE_DIR, readBuiltEntries, readBuiltMeta, type BuiltEntry, type BuiltMeta } from './built-data';
import { ensureBuilt } from './build/build';
import { forgetHeadwordIndex } from './headword-index';

/** Words a subset always has: the tests' lookups (went -> go, a misspelling, a phrase, rare words). */
export const SUBSET_WORDS = [
  'go', 'went', 'invoice', 'receive', 'relieve', 'recipe', 'take', 'take off', 'take out', 'look', 'look for', 'look after', 'reluctant', 'reluctantly',
  'ubiquitous', 'good', 'better', 'well', 'child', 'run', 'running', 'apple', 'meet', 'meeting', 'ubiquity',
];

const WORD_BATCH = 5_000;
const MEANING_BATCH = 20_000;

export type LoadResult = { loaded: boolean; version: string; words: number; meanings: number; ms: number };

/** The entries of a subset: the `size` most common, the named words, and the phrases built on the named words. */
export function subsetEntries(entries: BuiltEntry[], size: number, named: readonly string[] = SUBSET_WORDS): BuiltEntry[] {
  const wanted = new Set(named);
  return entries.filter((entry) => entry.rank <= size || wanted.has(entry.key));
}

/**
 * A subset of the built data, kept beside it (.cache/dictionary/subset-N.json) so that each test
 * portal reads a small file instead of the whole dictionary.
 */
function readSubset(size: number): { version: string; entries: BuiltEntry[] } {
  const meta = readBuiltMeta();
  const file = path.join(DICTIONARY_CACHE_DIR, `subset-${size}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; entries: BuiltEntry[] };
    if (cached.version === meta?.version) return cached;
  } catch {
    // Not made yet (or from another build): made below.
  }
  const built = readBuiltEntries();
  const subset = { version: built.version, entries: subsetEntries(built.entries, size) };
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(subset));
  fs.renameSync(temporary, file);
  return subset;
}

export function subsetFromEnv(value = process.env.DICTIONARY_SUBSET): number | null {
  if (!value || value === 'all') return null;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 0) throw new Error(`DICTIONARY_SUBSET must be "all" or a whole number, not ${value}`);
  return size;
}

/**
 * Loads the built dictionary into db unless the same build (and subset) is loaded already.
 * Entries replace the old ones in one transaction; lookup logs follow their words by key.
 */
export async function loadDictionary(db: Database, options: { subset?: number | null; log?: (line: string) => void } = {}): Promise<LoadResult> {
  const started = Date.now();
  const subset = options.subset ?? null;
  const meta = await builtOrCached(options.log);
  const tag = (version: string) => (subset === null ? version : `${version}:subset-${subset}`);
  const [marker] = await db.select({ version: dictionaryBuild.version }).from(dictionaryBuild).where(eq(dictionaryBuild.id, 1));
  if (marker?.version === tag(meta.version)) return { loaded: false, version: marker.version, words: 0, meanings: 0, ms: Date.now() - started };
  const built = subset === null ? readBuiltEntries() : readSubset(subset);
  const entries = built.entries;
  const meanings = entries.flatMap((entry) => entry.meanings.map((term, position) => ({ term, word_id: entry.id, position })));
  await db.transaction(async (tx) => {
    await tx.delete(dictionaryMeanings);
    await tx.delete(dictionaryWords);
    // One JSON parameter per batch, spread into rows by the database: far faster than
    // thousands of bound parameters on PGlite.
    for (let at = 0; at < entries.length; at += WORD_BATCH) {
      const rows = entries.slice(at, at + WORD_BATCH).map(({ meanings: _meanings, ...entry }) => entry);
      await tx.execute(sql`insert into ${dictionaryWords} select * from json_populate_recordset(null::${dictionaryWords}, ${JSON.stringify(rows)}::json)`);
    }
    for (let at = 0; at < meanings.length; at += MEANING_BATCH) {
      await tx.execute(sql`insert into ${dictionaryMeanings} select * from json_populate_recordset(null::${dictionaryMeanings}, ${JSON.stringify(meanings.slice(at, at + MEANING_BATCH))}::json) on conflict do nothing`);
    }
    // Logs keep their words across builds: by key, through a free id so that two words that
    // swapped ids never collide on the (student, word) key.
    await tx.execute(sql`delete from ${dictionaryLookupLogs} l where not exists (select 1 from ${dictionaryWords} w where w.key = l.word)`);
    await tx.execute(sql`update ${dictionaryLookupLogs} set word_id = -id`);
    await tx.execute(sql`update ${dictionaryLookupLogs} l set word_id = w.id from ${dictionaryWords} w where w.key = l.word`);
    const stats = {
      headwords: entries.length,
      phrases: entries.filter((entry) => entry.is_phrase).length,
      with_ipa: entries.filter((entry) => entry.ipa !== '').length,
      with_examples: entries.filter((entry) => entry.examples.length > 0).length,
    };
    const row = { version: tag(built.version), builtAt: new Date(meta.built_at), loadedAt: new Date(), stats };
    await tx.insert(dictionaryBuild).values({ id: 1, ...row }).onConflictDoUpdate({ target: dictionaryBuild.id, set: row });
  });
  forgetHeadwordIndex(db);
  return { loaded: true, version: tag(built.version), words: entries.length, meanings: meanings.length, ms: Date.now() - started };
}

/**
 * The current build (built now when the sources or the build changed), or, on a machine without
 * the Debian dictionaries, the build already in the cache.
 */
async function builtOrCached(log: (line: string) => void = () => undefined): Promise<BuiltMeta> {
  try {
    return await ensureBuilt({ log });
  } catch (error) {
    const cached = readBuiltMeta();
    const reason = (error as Error).message;
    if (!cached) throw new Error(`dictionary: cannot build the data (install the Debian dictionaries with scripts/setup.sh): ${reason}`);
    log(`dictionary: cannot rebuild (${reason}); loading the build in the cache, ${cached.version}`);
    return cached;
  }
}

/** The seed step 'dictionary'. */
export async function seedDictionary(db: Database, log: (line: string) => void = () => undefined): Promise<LoadResult> {
  const result = await loadDictionary(db, { subset: subsetFromEnv(), log });
  log(result.loaded ? `dictionary: loaded ${result.words} words, ${result.meanings} meanings in ${result.ms} ms` : 'dictionary: already loaded');
  return result;
}
