// The 500-student load test (issue 18): `pnpm --filter portal-server load-test` (runs under
// scripts/with-postgres.sh, like the bench).
//
// A whole school starting homework at 8:50: LOAD_STUDENTS students (default 500, at most 500)
// arrive over the first LOAD_RAMP_SECONDS (default 30) of LOAD_SECONDS (default 60, at most 120),
// and each, as the app does,
//   logs in, opens the dashboard and the home modules, fetches the resource's info,
//   posts 20 answers with 0.5-2.5 s of think time between them, the last completing the run,
//   and resends about one post in ten with the same guid and answer (a flaky network).
// Everything goes to 127.0.0.1 only. The portal is started here on a fresh database as
// `npm start` runs it (one process per core; PORTAL_WORKERS overrides). Afterwards it prints
// requests, errors (goal 0), p50 and p99 per call, and what the database holds: every answer
// exactly once, every answer's points and every completion credited once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, inArray, like, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/tables/accounts';
import { answers, practiceRuns } from '../src/db/tables/answers';
import { pointLedger } from '../src/db/tables/points';
import { upsertResources } from '../src/features/resources/service';
import { workerCount } from '../src/workers';
import { createScratchPostgresDatabase, seedPortal } from '../test/harness';
import { startPortalProcess } from '../test/server-process';
import { seedStudents } from './students';

const STUDENTS = Math.min(500, Number(process.env.LOAD_STUDENTS ?? 500));
const SECONDS = Math.min(120, Number(process.env.LOAD_SECONDS ?? 60));
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 30);
const ANSWERS = 20;
const PASSWORD = 'load1234';
const RESOURCE_CODE = 'load-test-unit';

type Sample = { call: string; ms: number; ok: boolean };
const samples: Sample[] = [];
const failures = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(adminUrl: string) {
  const scratch = await createScratchPostgresDatabase(adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: scratch.url, LOG_LEVEL: 'warn' };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const school = await seedPortal(database, config, 'core');
    const logins = await seedStudents(database.db, school, { count: STUDENTS, prefix: 'load', password: PASSWORD, displayName: '負荷テスト' });
    const ids = await upsertResources(database.db, [
      {
        code: RESOURCE_CODE,
        type: 'choice',
        title: '負荷テストの単元',
        version: '1',
        package_path: `/resources/${RESOURCE_CODE}/1/`,
        group_key: 'load',
        position: 0,
        items: Array.from({ length: ANSWERS }, (_, n) => ({ question_id: `q${n + 1}`, index: n + 1, kind: 'choice' as const, questions: [{ question_id: `q${n + 1}`, correct: [1] }] })),
      },
    ]);
    return { env, scratch, dataDir, resourceId: ids.get(RESOURCE_CODE)!, logins };
  } finally {
    await database.close();
  }
}

async function timed(base: string, name: string, path: string, init: RequestInit = {}): Promise<{ code: number; data: unknown } | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = (await response.json()) as { code: number; errmsg: string; data: unknown };
    const ok = response.status === 200 && body.code === 0;
    samples.push({ call: name, ms: performance.now() - started, ok });
    if (!ok) failures.set(`${name}: ${response.status} ${body.errmsg}`, (failures.get(`${name}: ${response.status} ${body.errmsg}`) ?? 0) + 1);
    return ok ? body : null;
  } catch (error) {
    samples.push({ call: name, ms: performance.now() - started, ok: false });
    const key = `${name}: ${(error as Error).name} ${(error as Error).message}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
    return null;
  }
}

async function student(base: string, login: string, resourceId: number, startAt: number, endAt: number) {
  await sleep(Math.max(0, startAt - Date.now()));
  const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const session = (await timed(base, 'POST login', '/v3/student/login', form({ account: login, password: PASSWORD }))) as { data: { token: string; student_id: number } } | null;
  if (!session) return;
  const { token, student_id: id } = session.data;
  const auth = { authorization: `Bearer ${token}` };
  await Promise.all([
    timed(base, 'GET dashboard', `/v3/student/dashboard?student_id=${id}`, { headers: auth }),
    timed(base, 'GET home-modules', `/v3/app/home-modules?student_id=${id}`, { headers: auth }),
  ]);
  await timed(base, 'GET resource/info', `/v3/resource/info?student_id=${id}&resource_id=${resourceId}`, { headers: auth });
  const guid = `load-${randomBytes(8).toString('hex')}`;
  for (let n = 1; n <= ANSWERS; n++) {
    if (Date.now() > endAt) return;
    const fields = {
      resource_id: String(resourceId),
      guid,
      question_id: `q${n}`,
      // Most answers right, some wrong: the points differ (perfect bonus).
      result: JSON.stringify([{ question_id: `q${n}`, answer_index: Math.random() < 0.8 ? 1 : 2 }]),
      current_index: String(n),
      ...(n === ANSWERS ? { is_completed: '1' } : {}),
    };
    const post = { ...form(fields), headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' } };
    const url = `/v3/textbook/answer-record?student_id=${id}`;
    await timed(base, 'POST answer-record', url, post);
    if (Math.random() < 0.1) await timed(base, 'POST answer-record (resend)', url, post);
    await sleep(500 + Math.random() * 2000);
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

async function databaseReport(db: Database, logins: string[]) {
  const ids = (await db.select({ id: users.id }).from(users).where(inArray(users.loginId, logins))).map((row) => row.id);
  const [runs] = await db.select({ total: count(), completed: sql<number>`count(*) filter (where ${practiceRuns.isCompleted})`.mapWith(Number) }).from(practiceRuns).where(inArray(practiceRuns.studentId, ids));
  const [stored] = await db.select({ total: count(), distinct: sql<number>`count(distinct (${answers.runId}, ${answers.questionId}))`.mapWith(Number) }).from(answers).where(inArray(answers.studentId, ids));
  const [answerCredits] = await db.select({ total: count(), distinct: sql<number>`count(distinct ${pointLedger.sourceKey})`.mapWith(Number) }).from(pointLedger).where(and(inArray(pointLedger.userId, ids), like(pointLedger.sourceKey, 'answer:%')));
  const [runCredits] = await db.select({ total: count() }).from(pointLedger).where(and(inArray(pointLedger.userId, ids), like(pointLedger.sourceKey, 'run:%')));
  const [credited] = await db.select({ total: sql<number>`coalesce(sum(${answers.pointsCredited}), 0)`.mapWith(Number) }).from(answers).where(inArray(answers.studentId, ids));
  const [ledger] = await db.select({ total: sql<number>`coalesce(sum(${pointLedger.points}), 0)`.mapWith(Number) }).from(pointLedger).where(and(inArray(pointLedger.userId, ids), like(pointLedger.sourceKey, 'answer:%')));
  return { runs: runs!, stored: stored!, answerCredits: answerCredits!, runCredits: runCredits!.total, credited: credited!.total, ledger: ledger!.total };
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('load-test: DATABASE_URL is not set; run it as pnpm --filter portal-server load-test (through scripts/with-postgres.sh)');
  const prepared = await prepare(process.env.DATABASE_URL);
  const workers = workerCount(prepared.env).count;
  const server = await startPortalProcess({ env: prepared.env });
  const loadBefore = os.loadavg();
  try {
    const begin = Date.now() + 500;
    const endAt = begin + SECONDS * 1000;
    console.info(`load-test: ${STUDENTS} students over ${SECONDS} s (arriving over ${RAMP_SECONDS} s) against ${server.base}, ${workers} portal process(es)`);
    await Promise.all(prepared.logins.map((login, n) => student(server.base, login, prepared.resourceId, begin + (n / STUDENTS) * RAMP_SECONDS * 1000, endAt)));
    const elapsed = (Date.now() - begin) / 1000;
    const database = await openDatabase(loadConfig(prepared.env));
    const rows = await databaseReport(database.db, prepared.logins).finally(() => database.close());

    const calls = [...new Set(samples.map((s) => s.call))];
    const lines = [
      `load-test: ${STUDENTS} students, ${elapsed.toFixed(1)} s, 127.0.0.1, ${os.cpus().length} CPU(s), ${workers} portal process(es), Node ${process.version}`,
      `load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`,
      '',
      '| call | requests | errors | p50 ms | p99 ms | max ms |',
      '|---|---:|---:|---:|---:|---:|',
    ];
    for (const call of [...calls, 'all']) {
      const of = call === 'all' ? samples : samples.filter((s) => s.call === call);
      const ms = of.map((s) => s.ms).sort((x, y) => x - y);
      lines.push(`| ${call} | ${of.length} | ${of.filter((s) => !s.ok).length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${(ms.at(-1) ?? 0).toFixed(0)} |`);
    }
    const answerPosts = samples.filter((s) => s.call === 'POST answer-record' && s.ok).length;
    lines.push(
      '',
      `database afterwards: ${rows.runs.total} runs (${rows.runs.completed} completed); ${rows.stored.total} answers for ${rows.stored.distinct} distinct (run, question) pairs (accepted first posts: ${answerPosts});`,
      `answer credits ${rows.answerCredits.total} rows for ${rows.answerCredits.distinct} source keys, ${rows.ledger} points in the ledger = ${rows.credited} credited on the answers; completion credits ${rows.runCredits} for ${rows.runs.completed} completed runs`,
    );
    console.info(`\n${lines.join('\n')}`);
    if (failures.size) console.info(`\nerrors:\n${[...failures].map(([key, n]) => `  ${n} x ${key}`).join('\n')}`);
    const exact =
      rows.stored.total === rows.stored.distinct &&
      rows.stored.total === answerPosts &&
      rows.answerCredits.total === rows.answerCredits.distinct &&
      rows.ledger === rows.credited &&
      rows.runCredits === rows.runs.completed;
    console.info(exact ? '\nload-test: every answer stored once, every credit once' : '\nload-test: the database does NOT hold every answer and credit exactly once');
    if (!exact || failures.size) process.exitCode = 1;
  } finally {
    await server.stop();
    await prepared.scratch.drop();
    fs.rmSync(prepared.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
