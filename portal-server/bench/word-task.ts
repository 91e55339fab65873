// Today's word task on a large plan: `pnpm --filter portal-server bench:word-task`.
//
// One student's word-study plan of 3,000 words (own words: the Eiken and business lists) with a
// year of simulated review history: every day a session at 08:00 Tokyo brings 10 new words and
// the due ones, each answered right with the FSRS-predicted recall (seeded), wrong ones again
// in the same session once their learning step is due; word_reviews, word_runs and the card
// states are written as the server writes them. Then, at 20:00 Tokyo on the last day, the
// server time of today's task is measured through the app (PGlite, in process): GET today-task,
// POST start-task (a new run each time) and POST next-item, BENCH_REQUESTS times each (default
// 200). Reported: p50 and p99 per call and for the three together. Bounded: the history is
// built in memory and written in chunks; the whole run takes about a minute.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, gte } from 'drizzle-orm';
import { Rating } from 'ts-fsrs';
import { startStudyApp, type StudyTestApp } from '../test/study-kit';
import { wordPlans, wordPlanWords, wordReviews, wordRuns } from '../src/db/tables/word-study';
import { words } from '../src/db/tables/words';
import { TEST_CLOCK_HEADER } from '../src/http/request-clock';
import { loadWordContent } from '../src/features/textbook/content-load-words';
import { fakeMp3 } from '../src/features/textbook/content-test-support';
import { TtsCache } from '../src/features/textbook/tts-cache';
import { createPlan, type PlanRow } from '../src/features/word-plans/plans';
import { ratingFor } from '../src/features/word-plans/rating';
import { retrievability, reviewCard, type CardColumns } from '../src/features/word-plans/scheduler';
import { random } from './random';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PLAN_WORDS = 3_000;
const DAYS = 365;
const DAILY_NEW = 10;
const DAY_MS = 86_400_000;
/** Day 0's session: 08:00 in Tokyo. */
const FIRST_SESSION = new Date('2025-04-01T23:00:00Z');
const NOW = new Date(FIRST_SESSION.getTime() + DAYS * DAY_MS + 12 * 3_600_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const NEW_CARD: CardColumns = { due: null, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null };

type Review = typeof wordReviews.$inferInsert;

/** The plan: own words typed as one text (every headword of every list), cut to PLAN_WORDS. */
async function makePlan(study: StudyTestApp): Promise<PlanRow> {
  const { db } = study.database;
  const all = await db.select({ word: words.word }).from(words);
  const created = await createPlan(db, study.students[0]!.id, 'study', { title: 'bench 3000', dailyNew: DAILY_NEW, source: { ownWords: all.map((row) => row.word).join('\n') } }, FIRST_SESSION);
  await db.delete(wordPlanWords).where(and(eq(wordPlanWords.planId, created.plan.plan_id), gte(wordPlanWords.position, PLAN_WORDS)));
  const [plan] = await db.select().from(wordPlans).where(eq(wordPlans.id, created.plan.plan_id));
  return plan!;
}

/** One answer in the simulation: right with the predicted recall, 2 to 20 s to answer. */
function simulateAnswer(card: CardColumns, at: Date, next: () => number) {
  const recall = retrievability(card, at, 0.9) ?? 0.5;
  const right = next() < recall;
  const rating = ratingFor(right, 2_000 + Math.floor(next() * 18_000));
  return { right, rating, card: reviewCard(card, rating, at, 0.9) };
}

/** A year of sessions, in memory: the final cards and every review, one run per day. */
function simulateYear(plan: PlanRow, wordIds: number[]) {
  const next = random(20261127);
  const cards = new Map(wordIds.map((wordId) => [wordId, NEW_CARD]));
  const days: { at: Date; reviews: Omit<Review, 'runId'>[] }[] = [];
  let introduced = 0;
  for (let day = 0; day <= DAYS; day++) {
    const session = new Date(FIRST_SESSION.getTime() + day * DAY_MS);
    const reviews: Omit<Review, 'runId'>[] = [];
    let clock = session.getTime();
    const answer = (wordId: number, kind: string) => {
      clock += 8_000;
      const at = new Date(clock);
      const outcome = simulateAnswer(cards.get(wordId)!, at, next);
      cards.set(wordId, outcome.card);
      reviews.push({ planId: plan.id, wordId, questionId: `w${wordId}-${kind}`, isRight: outcome.right ? 1 : 0, rating: outcome.rating, responseMs: 8_000, answer: '', reviewedAt: at, dueAfter: outcome.card.due! });
    };
    const due = [...cards].filter(([, card]) => card.due !== null && card.due.getTime() <= session.getTime()).map(([wordId]) => wordId);
    const fresh = wordIds.slice(introduced, introduced + DAILY_NEW);
    introduced += fresh.length;
    for (const wordId of [...due, ...fresh]) answer(wordId, 'meaning');
    // The session's second pass: words answered wrong whose learning step has come.
    const again = reviews.filter((review) => review.rating === Rating.Again).map((review) => review.wordId);
    clock += 10 * 60_000;
    for (const wordId of again) answer(wordId, 'write');
    days.push({ at: session, reviews });
  }
  return { cards, days };
}

async function writeHistory(study: StudyTestApp, plan: PlanRow, simulated: ReturnType<typeof simulateYear>) {
  const { db } = study.database;
  let reviewCount = 0;
  for (const day of simulated.days) {
    if (day.reviews.length === 0) continue;
    const [run] = await db
      .insert(wordRuns)
      .values({ planId: plan.id, studentId: plan.studentId, guid: randomUUID(), kind: 'task', wordIds: [...new Set(day.reviews.map((review) => review.wordId))], issuedAt: day.at, lastActivityAt: day.at, finishedAt: day.at })
      .returning({ id: wordRuns.id });
    for (let start = 0; start < day.reviews.length; start += 500) {
      await db.insert(wordReviews).values(day.reviews.slice(start, start + 500).map((review) => ({ ...review, runId: run!.id })));
    }
    reviewCount += day.reviews.length;
  }
  for (const [wordId, card] of simulated.cards) {
    if (card.due !== null) await db.update(wordPlanWords).set(card).where(and(eq(wordPlanWords.planId, plan.id), eq(wordPlanWords.wordId, wordId)));
  }
  return reviewCount;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function measure(study: StudyTestApp, plan: PlanRow) {
  const student = study.students[0]!;
  const headers = { authorization: `Bearer ${student.token}`, [TEST_CLOCK_HEADER]: NOW.toISOString() };
  const call = async (method: 'GET' | 'POST', url: string, params: Record<string, string | number>) => {
    const query = { student_id: String(student.id), ...(method === 'GET' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) : {}) };
    const reply = await study.app.inject({ method, url, headers, query, ...(method === 'POST' ? { payload: params } : {}) });
    if (reply.statusCode !== 200) throw new Error(`${url}: HTTP ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    return reply.json().data;
  };
  const times = { today: [] as number[], start: [] as number[], next: [] as number[], all: [] as number[] };
  let dueCount = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const guid = randomUUID();
    const [today, a] = await timed(() => call('GET', '/v3/study-word/today-task', { plan_id: plan.id }));
    const [, b] = await timed(() => call('POST', '/v3/study-word/start-task', { plan_id: plan.id, guid }));
    const [, c] = await timed(() => call('POST', '/v3/study-word/next-item', { plan_id: plan.id, guid }));
    dueCount = today.due_count;
    times.today.push(a);
    times.start.push(b);
    times.next.push(c);
    times.all.push(a + b + c);
  }
  return { times, dueCount };
}

async function main() {
  const setup = performance.now();
  const study = await startStudyApp({ students: 1, config: { PORTAL_TEST_CLOCK: '1' } });
  try {
    const tts = new TtsCache(path.join(study.dataDir, 'tts'), async (line) => fakeMp3(line));
    const loaded = await loadWordContent(study.database.db, { dataDir: study.dataDir, tts });
    const plan = await makePlan(study);
    const wordIds = (await study.database.db.select({ wordId: wordPlanWords.wordId, position: wordPlanWords.position }).from(wordPlanWords).where(eq(wordPlanWords.planId, plan.id)))
      .sort((a, b) => a.position - b.position)
      .map((row) => row.wordId);
    const simulated = simulateYear(plan, wordIds);
    const reviewCount = await writeHistory(study, plan, simulated);
    const setupSeconds = (performance.now() - setup) / 1000;
    const { times, dueCount } = await measure(study, plan);

    console.info(`\nword task benchmark: ${loaded.words} words loaded; plan of ${wordIds.length} words; ${DAYS + 1} days of history, ${reviewCount} reviews; ${dueCount} words due at the measured time`);
    console.info(`setup ${setupSeconds.toFixed(1)} s; ${REQUESTS} requests per call on ${study.database.kind}, server time in process (app.inject)\n`);
    console.info('| call | requests | p50 (ms) | p99 (ms) |');
    console.info('|---|---:|---:|---:|');
    for (const [name, values] of [
      ['GET today-task', times.today],
      ['POST start-task', times.start],
      ['POST next-item', times.next],
      ['all three', times.all],
    ] as const) {
      console.info(`| ${name} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} |`);
    }
  } finally {
    await study.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
