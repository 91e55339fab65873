// The arena under load: `pnpm --filter portal-server bench:arena` (runs under
// scripts/with-postgres.sh, like the load test). ARENA_BATTLES (default 200, at most 250)
// battles at once: twice as many simulated students, each with a live socket, arrive over
// ARENA_RAMP_SECONDS (default 10) and ask for a rival of one of the four types (level 1 or 2);
// matched, each answers every question 0.3-2.3 s after it opens (four in five right), then
// finishes. Everything is bounded by ARENA_SECONDS (default 120) and goes to 127.0.0.1 only. The
// portal runs as one process (PORTAL_WORKERS=1) on a fresh database. It prints:
//   matching time: from asking for a rival to holding the battle (the call's reply for the
//                  student who found one; the live 'matched' event for the one who waited),
//   answer post:   submit-exercise-log's round trip,
//   rival update:  from sending an answer to the rival's socket hearing that rival_progress,
// with p50/p99/max, errors, and how many battles were decided.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ARENA_LIVE_PATH, type ArenaLiveEvent } from 'shared-contract';
import { WebSocket } from 'ws';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/tables/accounts';
import { arenaBattlePlayers, arenaBattles, arenaQuestions, arenaTypes } from '../src/db/tables/arena';
import { hashPassword } from '../src/features/accounts/passwords';
import { issueToken } from '../src/features/accounts/tokens';
import { rightChoice } from '../src/features/arena/paper';
import { seedArenaBank, seedArenaTypes } from '../src/features/arena/seed';
import { createScratchPostgresDatabase, seedPortal } from '../test/harness';
import { startPortalProcess } from '../test/server-process';

const BATTLES = Math.min(250, Number(process.env.ARENA_BATTLES ?? 200));
const STUDENTS = BATTLES * 2;
const SECONDS = Math.min(300, Number(process.env.ARENA_SECONDS ?? 120));
const RAMP_SECONDS = Number(process.env.ARENA_RAMP_SECONDS ?? 10);

type Student = { id: number; token: string };
type Battle = { battle_id: number; starts_at: string; contest_paper: { questions: { question_id: string; options: { index: number }[] }[] } };

const samples = { matching: [] as number[], answer: [] as number[], rivalUpdate: [] as number[] };
const errors = new Map<string, number>();
const countError = (key: string) => errors.set(key, (errors.get(key) ?? 0) + 1);
/** When each answer was sent: `${battle}:${student}:${answered}` → ms. */
const sentAt = new Map<string, number>();
let decided = 0;
let keys = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(adminUrl: string) {
  const scratch = await createScratchPostgresDatabase(adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-arena-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', PORTAL_WORKERS: '1' };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const school = await seedPortal(database, config, 'core');
    await seedArenaTypes(database.db);
    await seedArenaBank({ db: database.db, config, school, log: () => undefined });
    const passwordHash = await hashPassword('arena-bench');
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: STUDENTS }, (_, n) => ({ loginId: `arena${n + 1}`, passwordHash, role: 'student' as const, username: `対戦${n + 1}`, nickname: `せんしゅ${n + 1}`, schoolId: school.schoolId })))
      .returning({ id: users.id });
    // Tokens issued here: 400 logins would measure scrypt, not the arena.
    const students: Student[] = [];
    for (const row of rows) students.push({ id: row.id, token: await database.db.transaction((tx) => issueToken(tx, row.id, 'arena bench')) });
    const questions = await database.db.select().from(arenaQuestions);
    keys = new Map(questions.map((question) => [question.code, rightChoice(question)]));
    const types = await database.db.select({ id: arenaTypes.id }).from(arenaTypes);
    return { env, scratch, dataDir, students, typeIds: types.map((type) => type.id) };
  } finally {
    await database.close();
  }
}

async function call(base: string, who: Student, pathAndQuery: string, form?: Record<string, string>): Promise<unknown> {
  const separator = pathAndQuery.includes('?') ? '&' : '?';
  const response = await fetch(`${base}/v3/arena/${pathAndQuery}${separator}student_id=${who.id}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${who.token}`, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { code: number; errmsg: string; data: unknown };
  if (response.status !== 200) throw new Error(`${pathAndQuery.split('?')[0]}: ${response.status} ${body.errmsg}`);
  return body.data;
}

/** A signed-in live socket; resolves with it and a way to wait for the 'matched' event. */
async function openLive(base: string, who: Student) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${ARENA_LIVE_PATH}`);
  let onMatched: ((battleId: number) => void) | null = null;
  const matched = new Promise<number>((resolve) => (onMatched = resolve));
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString()) as ArenaLiveEvent;
    if (event.event === 'ready') ready();
    else if (event.event === 'matched') onMatched?.(event.battle_id);
    else if (event.event === 'rival_progress') {
      const key = `${event.battle_id}:rival-of-${who.id}:${event.answered}`;
      const sent = sentAt.get(key);
      if (sent !== undefined) samples.rivalUpdate.push(performance.now() - sent);
    } else if (event.event === 'error') countError(`live error: ${event.errmsg}`);
  });
  socket.on('error', (error) => countError(`socket: ${error.message}`));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token: who.token }));
  await isReady;
  return { socket, matched };
}

async function play(base: string, who: Student, rivalOf: Map<string, number>, battle: Battle, endAt: number) {
  let opensAt = Date.parse(battle.starts_at);
  const questions = battle.contest_paper.questions;
  for (let index = 0; index < questions.length; index += 1) {
    if (Date.now() > endAt) return;
    // The question opens (after the countdown, or the verdict's reveal), then the student thinks.
    await sleep(Math.max(0, opensAt - Date.now()) + 300 + Math.random() * 2000);
    const question = questions[index]!;
    const right = keys.get(question.question_id)!;
    const choice = Math.random() < 0.8 ? right : question.options.find((option) => option.index !== right)!.index;
    const rival = rivalOf.get(`${battle.battle_id}:${who.id}`);
    const started = performance.now();
    if (rival !== undefined) sentAt.set(`${battle.battle_id}:rival-of-${rival}:${index + 1}`, started);
    try {
      const reply = (await call(base, who, 'submit-exercise-log', { battle_id: String(battle.battle_id), question_index: String(index), choice: String(choice), guid: `bench-${battle.battle_id}-${who.id}-${index}` })) as { next: { opens_at: string } | null };
      samples.answer.push(performance.now() - started);
      if (reply.next) opensAt = Date.parse(reply.next.opens_at);
    } catch (error) {
      countError((error as Error).message);
    }
  }
  for (let attempt = 0; attempt < 40 && Date.now() < endAt; attempt += 1) {
    const reply = (await call(base, who, 'submit-battle-score', { battle_id: String(battle.battle_id) }).catch((error: Error) => (countError(error.message), null))) as { status: string } | null;
    if (reply?.status === 'finished' || reply?.status === 'waiting_rival') {
      if (reply.status === 'finished') decided += 1;
      return;
    }
    await sleep(500);
  }
}

async function student(base: string, who: Student, typeId: number, level: number, rivalOf: Map<string, number>, startAt: number, endAt: number) {
  await sleep(Math.max(0, startAt - Date.now()));
  const live = await openLive(base, who);
  try {
    const asked = performance.now();
    const reply = (await call(base, who, `matching-rival?type_id=${typeId}&level=${level}`)) as { status: string; battle?: Battle };
    let battle = reply.battle;
    if (reply.status === 'waiting') {
      const timeout = sleep(Math.max(0, endAt - Date.now())).then(() => null);
      const battleId = await Promise.race([live.matched, timeout]);
      if (battleId === null) return countError('never matched');
      samples.matching.push(performance.now() - asked);
      battle = ((await call(base, who, `matching-rival?type_id=${typeId}&level=${level}`)) as { battle: Battle }).battle;
    } else {
      samples.matching.push(performance.now() - asked);
    }
    if (!battle) return countError(`matching: ${reply.status}`);
    await play(base, who, rivalOf, battle, endAt);
  } catch (error) {
    countError((error as Error).message);
  } finally {
    live.socket.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('bench:arena: DATABASE_URL is not set; run it as pnpm --filter portal-server bench:arena (through scripts/with-postgres.sh)');
  const prepared = await prepare(process.env.DATABASE_URL);
  const server = await startPortalProcess({ env: prepared.env });
  const database = await openDatabase(loadConfig(prepared.env));
  const rivalOf = new Map<string, number>();
  // Who each student's rival is, read from the database as battles are made (the bench's own bookkeeping).
  const watch = setInterval(() => {
    void database.db
      .select({ battleId: arenaBattlePlayers.battleId, studentId: arenaBattlePlayers.studentId })
      .from(arenaBattlePlayers)
      .then((rows) => {
        const seats = new Map<number, typeof rows>();
        for (const row of rows) seats.set(row.battleId, [...(seats.get(row.battleId) ?? []), row]);
        for (const [battleId, pair] of seats) {
          const [first, second] = pair;
          if (!first || !second) continue;
          rivalOf.set(`${battleId}:${first.studentId}`, second.studentId);
          rivalOf.set(`${battleId}:${second.studentId}`, first.studentId);
        }
      })
      .catch(() => undefined);
  }, 200);
  const loadBefore = os.loadavg();
  try {
    const begin = Date.now() + 500;
    const endAt = begin + SECONDS * 1000;
    console.info(`bench:arena: ${BATTLES} battles, ${STUDENTS} students with live sockets arriving over ${RAMP_SECONDS} s, against ${server.base} (one process)`);
    await Promise.all(
      prepared.students.map((who, n) => {
        const pair = Math.floor(n / 2);
        return student(server.base, who, prepared.typeIds[pair % prepared.typeIds.length]!, 1 + (pair % 2), rivalOf, begin + (n / STUDENTS) * RAMP_SECONDS * 1000, endAt);
      }),
    );
    const elapsed = (Date.now() - begin) / 1000;
    const battles = await database.db.select({ status: arenaBattles.status, n: sql<number>`count(*)::int` }).from(arenaBattles).groupBy(arenaBattles.status);
    const row = (name: string, values: number[]) => `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 99).toFixed(0)} | ${Math.max(0, ...values).toFixed(0)} |`;
    console.info(
      [
        '',
        `bench:arena: ${STUDENTS} students, ${elapsed.toFixed(1)} s, ${os.cpus().length} CPU(s), one portal process, PostgreSQL, Node ${process.version}`,
        `load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`,
        '',
        '| measure | samples | p50 ms | p99 ms | max ms |',
        '|---|---:|---:|---:|---:|',
        row('matching time', samples.matching),
        row('answer post (submit-exercise-log)', samples.answer),
        row('answer to the rival hearing it', samples.rivalUpdate),
        '',
        `battles: ${battles.map((entry) => `${entry.n} ${entry.status}`).join(', ')}; decided by a finish call: ${decided}; errors: ${[...errors.values()].reduce((sum, n) => sum + n, 0)}`,
      ].join('\n'),
    );
    if (errors.size) console.info(`\nerrors:\n${[...errors].map(([key, n]) => `  ${n} x ${key}`).join('\n')}`);
    if (errors.size) process.exitCode = 1;
  } finally {
    clearInterval(watch);
    await database.close();
    await server.stop();
    await prepared.scratch.drop();
    fs.rmSync(prepared.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

