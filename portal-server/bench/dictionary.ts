// The dictionary with its full data: `pnpm --filter portal-server bench:dictionary`.
//
// 1. Build: the data is built afresh from the Debian dictionaries into a temporary folder (the
//    real cache is left alone) and timed; its size is reported (headwords, JSON bytes).
// 2. For each database (PGlite in process, and PostgreSQL when DATABASE_URL is set, as
//    scripts/with-postgres.sh sets it): the full data is loaded as the seed loads it (timed; rows
//    and bytes on disk of the tables), then the server time of the lookups is measured through
//    the app, BENCH_REQUESTS times each (default 300), after a warm-up that loads the headword
//    index: new-search-word over a mix of exact words, inflected forms, phrases, Japanese and
//    missing words; screen-search-word over prefixes; fuzzy-search-word over misspellings.
// Bounded: about a minute for the build and a minute per database. BENCH_BUILD=0 skips the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startStudyApp, type StudyTestApp } from '../test/study-kit';
import { ensureBuilt } from '../src/features/dictionary/build/build';
import { loadDictionary } from '../src/features/dictionary/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const LOOKUPS = [
  ['go', 'exact'],
  ['apple', 'exact'],
  ['reluctant', 'exact'],
  ['ubiquitous', 'exact'],
  ['went', 'inflected'],
  ['invoices', 'inflected'],
  ['children', 'inflected'],
  ['running', 'inflected'],
  ['take off', 'phrase'],
  ['looked after', 'phrase'],
  ['recieve', 'missing'],
  ['xyzzyq', 'missing'],
] as const;
const JAPANESE = ['行く', '請求書', 'りんご', '気が進まない'];
const PREFIXES = ['a', 'th', 're', 'ubi', 'take', 'inv', 'comp', 'x'];
const MISSPELLINGS = ['recieve', 'seperate', 'beautifull', 'nowledge', 'accomodation', 'definately', 'tommorow', 'wich'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timeCalls(study: StudyTestApp, url: string, queries: Record<string, string>[]): Promise<number[]> {
  const student = study.students[0]!;
  const times: number[] = [];
  for (let at = 0; at < REQUESTS; at += 1) {
    const query = queries[at % queries.length]!;
    const started = performance.now();
    const response = await study.get(url, student, query);
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} ${JSON.stringify(query)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return times;
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const saved = process.env.DATABASE_URL;
  if (kind === 'pglite') delete process.env.DATABASE_URL;
  const study = await startStudyApp({ students: 1 });
  if (saved !== undefined) process.env.DATABASE_URL = saved;
  try {
    const load = await loadDictionary(study.database.db, { subset: null });
    const [size] = (
      (await study.database.db.execute(
        sql`select (select count(*) from dictionary_words)::int as words, (select count(*) from dictionary_meanings)::int as meanings,
                   pg_total_relation_size('dictionary_words')::bigint as words_bytes, pg_total_relation_size('dictionary_meanings')::bigint as meanings_bytes`,
      )) as unknown as { rows: unknown[] }
    ).rows as { words: number; meanings: number; words_bytes: string; meanings_bytes: string }[];
    console.info(
      `${kind}: loaded ${load.words} headwords and ${load.meanings} Japanese terms in ${(load.ms / 1000).toFixed(1)} s; ` +
        `dictionary_words ${size!.words} rows ${(Number(size!.words_bytes) / 1e6).toFixed(1)} MB, dictionary_meanings ${size!.meanings} rows ${(Number(size!.meanings_bytes) / 1e6).toFixed(1)} MB on disk (with indexes)`,
    );
    // Warm-up: the first call loads the headword index (once per process and build).
    const warm = performance.now();
    await study.get('/v3/dictionary/screen-search-word', study.students[0]!, { word: 'a' });
    console.info(`${kind}: first call (loads the headword index) ${ms(performance.now() - warm)}`);
    await timeCalls(study, '/v3/dictionary/new-search-word', LOOKUPS.map(([word]) => ({ word })));
    const rows: [string, number[]][] = [];
    for (const kindOfLookup of ['exact', 'inflected', 'phrase', 'missing'] as const) {
      rows.push([`new-search-word (${kindOfLookup})`, await timeCalls(study, '/v3/dictionary/new-search-word', LOOKUPS.filter(([, kindOf]) => kindOf === kindOfLookup).map(([word]) => ({ word })))]);
    }
    rows.push(['new-search-word (mix of all)', await timeCalls(study, '/v3/dictionary/new-search-word', LOOKUPS.map(([word]) => ({ word })))]);
    rows.push(['new-search-word (Japanese, type 2)', await timeCalls(study, '/v3/dictionary/new-search-word', JAPANESE.map((word) => ({ word, type: '2' })))]);
    rows.push(['screen-search-word', await timeCalls(study, '/v3/dictionary/screen-search-word', PREFIXES.map((word) => ({ word })))]);
    rows.push(['fuzzy-search-word', await timeCalls(study, '/v3/dictionary/fuzzy-search-word', MISSPELLINGS.map((word) => ({ word })))]);
    for (const [name, times] of rows) console.info(`${kind}: ${name.padEnd(36)} p50 ${ms(percentile(times, 50)).padStart(9)}  p99 ${ms(percentile(times, 99)).padStart(9)}  (${times.length} calls)`);
  } finally {
    await study.close();
  }
}

if (process.env.BENCH_BUILD !== '0') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dictionary-bench-'));
  try {
    const started = performance.now();
    const meta = await ensureBuilt({ dir, force: true });
    console.info(
      `build: ${((performance.now() - started) / 1000).toFixed(1)} s (${os.availableParallelism()} cores): ${meta.stats.headwords} headwords (${meta.stats.phrases} phrases), ` +
        `${meta.stats.with_ipa} with IPA, ${meta.stats.with_examples} with examples, ${meta.stats.meanings} Japanese search terms; ${(meta.bytes / 1e6).toFixed(1)} MB of JSON`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
// The data the seed loads (built now if the cache is out of date).
await ensureBuilt();
for (const kind of (process.env.BENCH_BACKENDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',')) await benchDatabase(kind as 'pglite' | 'postgres');
