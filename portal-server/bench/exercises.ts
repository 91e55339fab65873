// The exercise content and catalogue benchmark: `pnpm --filter portal-server bench:exercises`.
//
// Measures, on this machine, with targets:
//   validate   reading and checking every file of content/exercises/       target < 2000 ms
//   build      a warm rebuild of every package (audio from the TTS cache)   target < 5000 ms
//   book-list  GET /v3/textbook/book-list, p95 over 200 calls (PGlite)      target < 60 ms
//   unit-list  GET /v3/textbook/unit-list, p95 over 200 calls (PGlite)      target < 60 ms
// The TTS is a stand-in (bytes shaped like MP3) so the numbers do not depend on speech-server;
// the first, cold build is reported without a target. Exits 1 when a target is missed.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startStudyApp } from '../test/study-kit';
import { readExerciseContent } from '../src/features/textbook/content-build';
import { loadExerciseContent } from '../src/features/textbook/content-load';
import { fakeMp3 } from '../src/features/textbook/content-test-support';
import { TtsCache } from '../src/features/textbook/tts-cache';

type Row = { name: string; value: number; target?: number };
const rows: Row[] = [];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function main() {
  const runs = await Promise.all([0, 1, 2].map(async () => (await timed(() => readExerciseContent()))[1]));
  rows.push({ name: 'validate content (ms, best of 3)', value: Math.min(...runs), target: 2000 });

  const study = await startStudyApp({ students: 1 });
  try {
    const tts = new TtsCache(path.join(study.dataDir, 'tts'), async (line) => fakeMp3(line));
    const [, cold] = await timed(() => loadExerciseContent(study.database.db, { dataDir: study.dataDir, tts, classIds: { business: study.classId } }));
    rows.push({ name: 'cold build + load (ms)', value: cold });
    const [report, warm] = await timed(() => loadExerciseContent(study.database.db, { dataDir: study.dataDir, tts, classIds: { business: study.classId } }));
    rows.push({ name: `warm build + load of ${report.resources} resources (ms)`, value: warm, target: 5000 });

    const student = study.students[0]!;
    const books = (await study.get('/v3/textbook/book-list', student)).json().data.items as { book_id: number }[];
    const units = (await study.get('/v3/textbook/unit-directory', student, { book_id: books[0]!.book_id })).json().data.units as { unit_id: number }[];
    for (const [name, call] of [
      ['book-list', () => study.get('/v3/textbook/book-list', student)],
      ['unit-list', () => study.get('/v3/textbook/unit-list', student, { unit_id: units[0]!.unit_id })],
    ] as const) {
      const latencies: number[] = [];
      for (let i = 0; i < 200; i++) {
        const [reply, ms] = await timed(call);
        if (reply.statusCode !== 200) throw new Error(`${name}: HTTP ${reply.statusCode}`);
        latencies.push(ms);
      }
      rows.push({ name: `GET ${name} p50 (ms)`, value: percentile(latencies, 50) });
      rows.push({ name: `GET ${name} p95 (ms)`, value: percentile(latencies, 95), target: 60 });
    }
    const size = fs.readdirSync(path.join(study.dataDir, 'resources'), { recursive: true }).length;
    rows.push({ name: 'package files written', value: size });
  } finally {
    await study.close();
  }

  let failed = false;
  for (const row of rows) {
    const verdict = row.target === undefined ? '' : row.value <= row.target ? `  ok (target < ${row.target})` : `  MISSED (target < ${row.target})`;
    if (row.target !== undefined && row.value > row.target) failed = true;
    console.info(`${row.name.padEnd(48)} ${row.value.toFixed(1).padStart(9)}${verdict}`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
