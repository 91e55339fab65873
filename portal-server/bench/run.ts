// The API benchmark: `pnpm --filter portal-server bench` (runs under scripts/with-postgres.sh).
//
// For each database (PGlite in a temporary DATA_DIR, then PostgreSQL from DATABASE_URL when
// set), it seeds a fresh database, starts the real server (src/main.ts) as its own process on
// 127.0.0.1, and loads it with autocannon for a fixed time per route:
//   ceiling  GET  /v3/app/protocols           no database at all: what the process can do
//   read     GET  /v3/student/info            authenticated read (token lookup, school, classes)
//   read     GET  /v3/student/dashboard       authenticated read that gathers card, homework,
//                                             news and missions (about 15 queries)
//   write    POST /v3/textbook/answer-record  an answer post: a new run, a scored answer, its
//                                             points and the run's completion in one post
//   write    POST /v3/textbook/answer-record  the same posts at a steady 1,000 a second (300 on
//            (paced)                          PGlite): the latency at issue 18's rate
//   write    POST /v3/textbook/answer-record  runs of 5 ("run"): five answers to one run, the
//            (runs of 5)                     first opening it and the fifth completing it
// The rows whose requests never change (ceiling, info, dashboard) are loaded by wrk when it is
// installed (bench/wrk.ts says why), the others by autocannon and bench/paced.ts;
// BENCH_GENERATOR=autocannon loads every row with autocannon, as the rounds before the seventh did.
// It prints requests/s, p99 latency, each route's share of the ceiling, and the CPU milliseconds
// the server's processes and PostgreSQL's spent per request (bench/process-cpu.ts): on a machine
// that other work shares, requests/s move with that work, CPU per request hardly does.
//
// Environment: BENCH_SECONDS (default 10 per route), BENCH_CONNECTIONS (default 50, as issue 18's goals),
// BENCH_BACKENDS (default "pglite,postgres"; postgres needs DATABASE_URL), BENCH_ROUTES (default
// "ceiling,info,dashboard,answer,paced,run": which rows to run), BENCH_PROFILE (a folder: the server runs
// with node --cpu-prof and writes its profile there on exit; summarise it with bench/profile.ts).
// PORTAL_WORKERS passes through to the server, as with npm start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/features/accounts/seed';
import { upsertResources, type ResourceInput } from '../src/features/resources/service';
import { createScratchPostgresDatabase, seedPortal } from '../test/harness';
import { startPortalProcess } from '../test/server-process';
import { workerCount } from '../src/workers';
import { treeCpuMs } from './process-cpu';
import { pacedLoad, type PacedRequest, type LoadResult } from './paced';
import { seedStudents } from './students';
import { wrkAvailable, wrkClosedLoop } from './wrk';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Students posting answers in the write rows, in turn: a school's answers come from many students, not 50 connections of one. */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? CONNECTIONS);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
const ROUTES = new Set((process.env.BENCH_ROUTES ?? 'ceiling,info,dashboard,answer,paced,run').split(',').map((name) => name.trim()));
/** Issue 18's answer-post rates: the paced row sends exactly this many a second. */
const PACED_RATE: Record<Backend, number> = { postgres: 1000, pglite: 300 };
/** "wrk" (the default, when installed) or "autocannon": what loads the rows whose requests never change. */
const GENERATOR = process.env.BENCH_GENERATOR ?? 'wrk';
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;

type Backend = 'pglite' | 'postgres';
type Row = { backend: Backend; workers: number; route: string; generator: string; rps: number; p99: number; p50: number; non2xx: number; errors: number; serverCpu: number; databaseCpu: number };
/**
 * The process trees whose CPU time a row reports (the database's is absent for PGlite: it runs
 * inside the server), and how to bring the database's planner statistics up to date.
 */
type Processes = { server: number; database: number | null; analyze: () => Promise<void> };

/** One resource per connection, so concurrent runs of one student never share an open run. */
const benchResources = (count: number): ResourceInput[] =>
  Array.from({ length: count }, (_, n) => ({
    code: `bench-${n}`,
    type: 'choice',
    title: `ベンチマーク教材 ${n + 1}`,
    version: '1',
    package_path: `/resources/bench-${n}/1/`,
    group_key: 'bench',
    position: n,
    items: [1, 2, 3, 4, 5].map((q) => ({ question_id: `q${q}`, index: q, kind: 'choice' as const, questions: [{ question_id: `q${q}`, correct: [1] }] })),
  }));


async function prepare(backend: Backend): Promise<{ env: NodeJS.ProcessEnv; resourceIds: number[]; writers: string[]; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const scratch = backend === 'postgres' ? await createScratchPostgresDatabase(process.env.DATABASE_URL!) : null;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (scratch) env.DATABASE_URL = scratch.url;
  else delete env.DATABASE_URL;
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    // Core seed only: the benchmark needs the demo school, not the content packages.
    const school = await seedPortal(database, config, 'core');
    const writers = await seedStudents(database.db, school, { count: STUDENTS, prefix: 'bench', password: DEMO_PASSWORD, displayName: 'ベンチマーク' });
    // Two per connection: the runs of 5 take a free one for each run (a warm-up's unfinished runs hold theirs).
    const ids = await upsertResources(database.db, benchResources(2 * CONNECTIONS));
    return {
      env,
      resourceIds: [...ids.values()],
      writers,
      cleanup: async () => {
        await scratch?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

async function login(base: string, account: string): Promise<{ token: string; studentId: number }> {
  const response = await fetch(`${base}/v3/student/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ account, password: DEMO_PASSWORD }) });
  const body = (await response.json()) as { data: { token: string; student_id: number } };
  return { token: body.data.token, studentId: body.data.student_id };
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** autocannon as a load: as many requests as the connections can send, each as soon as its last is answered. */
const closedLoop = (options: autocannon.Options): Load => ({
  generator: 'autocannon',
  run: async (seconds) => {
    const result = await cannon({ ...options, duration: seconds });
    return { total: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
  },
});

/** A closed loop of one unchanging GET: wrk when installed and not overridden, else autocannon. */
async function fixedRequestLoop(url: string, headers: Record<string, string> = {}): Promise<Load> {
  if (GENERATOR === 'wrk' && (await wrkAvailable())) return { generator: 'wrk', run: wrkClosedLoop({ url, connections: CONNECTIONS, headers }) };
  return closedLoop({ connections: CONNECTIONS, pipelining: 1, url, headers });
}

type Load = { generator: string; run: (seconds: number) => Promise<LoadResult> };

async function measure(backend: Backend, route: string, { generator, run: load }: Load, processes: Processes): Promise<Row> {
  // A short warm-up first: JIT, connection pools and caches are not what we measure.
  await load(Math.min(2, SECONDS));
  // The warm-up's rows in the planner's statistics, as autovacuum keeps them on a database in use.
  // A fresh database's tables were analysed empty; until autovacuum's next round (up to a minute)
  // the planner took one student's thousand answers for one row and read an item's totals through
  // the student's date index (964 rows filtered per post, 3 ms of PostgreSQL CPU instead of 0.7).
  await processes.analyze();
  // ANALYZE invalidates every backend's cached plans: they are planned again on their next use,
  // which a database in use does once, not in the first seconds of every measurement.
  await load(1);
  const cpuBefore = { server: treeCpuMs(processes.server), database: processes.database ? treeCpuMs(processes.database) : 0 };
  const result = await load(SECONDS);
  const perRequest = (before: number, root: number | null) => (root && result.total > 0 ? (treeCpuMs(root) - before) / result.total : 0);
  return {
    backend,
    workers: 0,
    route,
    generator,
    rps: result.rps,
    p99: result.p99,
    p50: result.p50,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpu: perRequest(cpuBefore.server, processes.server),
    databaseCpu: perRequest(cpuBefore.database, processes.database),
  };
}

/** The PostgreSQL server's main process (its postmaster.pid), whose children serve the connections. */
async function postmasterPid(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ setting: string }>("select setting from pg_settings where name = 'data_directory'");
    const pid = Number(fs.readFileSync(path.join(rows[0]!.setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null; // Another machine's database: only the server's CPU is reported.
  } finally {
    await client.end();
  }
}

async function analyzePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function benchBackend(backend: Backend): Promise<Row[]> {
  const prepared = await prepare(backend);
  const server = await startPortalProcess({ env: prepared.env, nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] });
  const { base } = server;
  const processes: Processes = {
    server: server.child.pid!,
    database: backend === 'postgres' ? await postmasterPid(prepared.env.DATABASE_URL!) : null,
    analyze: () => (backend === 'postgres' ? analyzePostgres(prepared.env.DATABASE_URL!) : Promise.resolve()),
  };
  try {
    const student = await login(base, 'biz01');
    const auth = { authorization: `Bearer ${student.token}` };
    const common = { connections: CONNECTIONS, duration: SECONDS, pipelining: 1 };
    const rows: Row[] = [];
    if (ROUTES.has('ceiling')) rows.push(await measure(backend, 'ceiling GET /v3/app/protocols', await fixedRequestLoop(`${base}/v3/app/protocols`), processes));
    if (ROUTES.has('info')) rows.push(await measure(backend, 'read GET /v3/student/info', await fixedRequestLoop(`${base}/v3/student/info?student_id=${student.studentId}`, auth), processes));
    if (ROUTES.has('dashboard')) rows.push(await measure(backend, 'read GET /v3/student/dashboard', await fixedRequestLoop(`${base}/v3/student/dashboard?student_id=${student.studentId}`, auth), processes));
    // The write rows' students, each post by the next in turn.
    const writers = await Promise.all(prepared.writers.map((account) => login(base, account)));
    let nextWriter = 0;
    const answerPost = (writer: { token: string; studentId: number }, body: URLSearchParams): PacedRequest => ({
      path: `/v3/textbook/answer-record?student_id=${writer.studentId}`,
      method: 'POST',
      headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    let postCount = 0;
    // A new run with one answered item, completed in the same post, by the next student on the
    // next resource. The resource moves on by one more after each round of the students: taking
    // both in turn (50 students, 100 resources) paired each student with the same two resources
    // for good, and each item's history (read for its totals) grew to hundreds of one student's answers.
    const nextAnswerPost = (): PacedRequest => {
      const post = postCount++;
      const writer = writers[nextWriter++ % writers.length]!;
      const body = new URLSearchParams({
        resource_id: String(prepared.resourceIds[(post + Math.floor(post / writers.length)) % prepared.resourceIds.length]),
        guid: `bench-${randomBytes(8).toString('hex')}`,
        question_id: 'q1',
        result: JSON.stringify([{ question_id: 'q1', answer_index: 1, score: 5 }]),
        is_completed: '1',
      });
      return answerPost(writer, body);
    };
    if (ROUTES.has('answer')) rows.push(
      await measure(backend, 'write POST /v3/textbook/answer-record', closedLoop({
        ...common,
        url: `${base}/v3/textbook/answer-record`,
        // autocannon starts each request with a fresh context: each is set up on its own.
        requests: [{ setupRequest: (request) => ({ ...request, ...nextAnswerPost() }) }],
      }), processes),
    );
    // The same posts arriving at a steady rate (issue 18's: 1,000 a second, 300 on PGlite) instead
    // of as fast as 50 connections can send them: the latency a school sees at that load, not at
    // saturation (there, 50 connections always waiting make the mean latency 50 / throughput,
    // whatever the server). See bench/paced.ts for why this is not autocannon's overallRate.
    if (ROUTES.has('paced')) rows.push(
      await measure(backend, `write POST /v3/textbook/answer-record at ${PACED_RATE[backend]}/s`, { generator: 'paced', run: (seconds) => pacedLoad({ base, rate: PACED_RATE[backend], seconds, connections: CONNECTIONS, next: nextAnswerPost }) }, processes),
    );
    // Resources not in a run now: two simultaneous runs of one student on one resource would
    // replace each other's open run, which is not the load measured here.
    const freeResources = [...prepared.resourceIds];
    const item = (n: number): autocannon.Request => ({
      setupRequest: (request, context: { resourceId?: number; guid?: string; writer?: number }) => {
        // autocannon gives each connection a fresh context each time it starts the list again.
        if (n === 1) [context.resourceId, context.guid, context.writer] = [freeResources.shift() ?? prepared.resourceIds[0], `bench-${randomBytes(8).toString('hex')}`, nextWriter++ % writers.length];
        const body = new URLSearchParams({
          resource_id: String(context.resourceId),
          guid: context.guid!,
          question_id: `q${n}`,
          result: JSON.stringify([{ question_id: `q${n}`, answer_index: 1, score: 5 }]),
          current_index: String(n),
          ...(n === 5 ? { is_completed: '1' } : {}),
        });
        return { ...request, ...answerPost(writers[context.writer!]!, body) };
      },
      ...(n === 5 ? { onResponse: (_status: number, _body: string, context: { resourceId?: number }) => void freeResources.push(context.resourceId!) } : {}),
    });
    if (ROUTES.has('run')) rows.push(
      await measure(backend, 'write POST /v3/textbook/answer-record, runs of 5', closedLoop({
        ...common,
        url: `${base}/v3/textbook/answer-record`,
        // As a student works through a resource: five items in one run (the first post opens it, the fifth completes it).
        requests: [1, 2, 3, 4, 5].map(item),
      }), processes),
    );
    // As src/main.ts decides from the same environment: one per core on PostgreSQL, PORTAL_WORKERS overrides.
    const workers = workerCount(prepared.env).count;
    return rows.map((row) => ({ ...row, workers }));
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
}

function report(rows: Row[], loadBefore: number[]): string {
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  const lines = [
    `portal-server API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route, 127.0.0.1, ${os.cpus().length} CPU(s), Node ${process.version}`,
    // Other work on the machine shares the same cores: read the numbers beside the load.
    `load average before: ${load(loadBefore)}, after: ${load(os.loadavg())}`,
    '',
    '| database | processes | route | load | req/s | p50 ms | p99 ms | share of ceiling | server CPU ms/req | database CPU ms/req | non-2xx | errors |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const ceiling = rows.find((r) => r.backend === row.backend && r.route.startsWith('ceiling'));
    const share = ceiling && ceiling.rps > 0 ? `${((row.rps / ceiling.rps) * 100).toFixed(1)} %` : '-';
    const database = row.backend === 'postgres' ? row.databaseCpu.toFixed(3) : 'in the server';
    lines.push(`| ${row.backend} | ${row.workers} | ${row.route} | ${row.generator} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${share} | ${row.serverCpu.toFixed(3)} | ${database} | ${row.non2xx} | ${row.errors} |`);
  }
  return lines.join('\n');
}

async function main() {
  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  for (const backend of BACKENDS as Backend[]) {
    if (backend === 'postgres' && !process.env.DATABASE_URL) {
      console.warn('bench: DATABASE_URL is not set; skipping PostgreSQL (run through scripts/with-postgres.sh)');
      continue;
    }
    console.info(`bench: ${backend}...`);
    rows.push(...(await benchBackend(backend)));
  }
  console.info(`\n${report(rows, loadBefore)}`);
  const failed = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
  if (failed.length) {
    console.error(`bench: ${failed.length} route(s) had failed requests; the numbers above are not valid for them`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
