// The arena end to end through its calls, on the database the suite runs on: matching, a battle
// answered on the server's clock (the test clock moves it), refusals, the decision with Glicko-2
// ratings, the result, a ghost battle, grammar mode, the wrong-question review, and the live
// channel over a real socket: matched, the rival's progress, and a forfeit when a tab closes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ARENA_LIVE_PATH, FORFEIT_GRACE_SECONDS, GHOST_WAIT_SECONDS, type ArenaLiveEvent } from 'shared-contract';
import { arenaQuestions, arenaTypes } from '../src/db/tables/arena';
import { TEST_CLOCK_HEADER } from '../src/http/request-clock';
import { MESSAGES } from '../src/features/arena/messages';
import { rightChoice } from '../src/features/arena/paper';
import { seedArenaBank, seedArenaTypes } from '../src/features/arena/seed';
import { createTestPortal, type Session, type TestPortal } from './harness';

let portal: TestPortal;
let vocabularyId: number;
let grammarId: number;

type View = {
  battle_id: number;
  mode: string;
  starts_at: string;
  seconds_per_question: number;
  question_count: number;
  contest_paper: { questions: { index: number; question_id: string; options: { index: number }[] }[] };
  current: { index: number; opens_at: string } | null;
  rival: { nickname: string; is_ghost: boolean } | null;
  ghost_timeline: unknown[] | null;
};

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core', configOverrides: { testClock: true } });
  await seedArenaTypes(portal.db);
  await seedArenaBank({ db: portal.db, config: portal.config, school: portal.school, log: () => undefined });
  const types = await portal.db.select().from(arenaTypes);
  vocabularyId = types.find((type) => type.code === 'vocabulary')!.id;
  grammarId = types.find((type) => type.code === 'grammar')!.id;
}, 600_000);

afterAll(async () => {
  await portal?.close();
});

const at = (time: Date | string, offsetMs = 0) => ({ [TEST_CLOCK_HEADER]: new Date(new Date(time).getTime() + offsetMs).toISOString() });

const match = (as: Session, typeId: number, level: number, options: { ghost?: boolean; headers?: Record<string, string> } = {}) =>
  portal.get('/v3/arena/matching-rival', { as, query: { type_id: typeId, level, ...(options.ghost ? { ghost: '1' } : {}) }, headers: options.headers });

async function rightAnswerOf(questionId: string): Promise<number> {
  const [row] = await portal.db.select().from(arenaQuestions).where(eq(arenaQuestions.code, questionId));
  return rightChoice(row!);
}

let guidCounter = 0;
const guid = () => `arena-test-${process.pid}-${++guidCounter}`.padEnd(12, '0');

/** Answers question `index` at `startsAt + offsetMs` (right or the first wrong option). */
async function answer(as: Session, view: View, index: number, right: boolean, offsetMs: number, sent = guid()) {
  const question = view.contest_paper.questions[index]!;
  const correct = await rightAnswerOf(question.question_id);
  const choice = right ? correct : question.options.find((option) => option.index !== correct)!.index;
  return portal.postForm('/v3/arena/submit-exercise-log', { battle_id: view.battle_id, question_index: index, choice, guid: sent }, { as, headers: at(view.starts_at, offsetMs) });
}

describe(`arena battles (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let battle: View;
  let a: Session;
  let b: Session;

  it('queues the first student and matches the second with them; the first then gets the same battle', async () => {
    a = await portal.session('biz01');
    b = await portal.session('biz02');
    const waiting = await match(a, vocabularyId, 1);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toMatchObject({ status: 'waiting', ghost_after_seconds: GHOST_WAIT_SECONDS });
    const matched = await match(b, vocabularyId, 2);
    expect(matched.body.data.status).toBe('matched');
    battle = matched.body.data.battle as View;
    expect(battle.mode).toBe('live');
    expect(battle.question_count).toBe(10);
    expect(battle.rival?.nickname).toBe('たろう');
    expect(battle.contest_paper.questions[0]!.options).toHaveLength(4);
    expect(JSON.stringify(battle.contest_paper)).not.toContain('correct');
    const resumed = await match(a, grammarId, 3);
    expect(resumed.body.data.battle.battle_id).toBe(battle.battle_id);
    expect(resumed.body.data.battle.contest_paper).toEqual(battle.contest_paper);
  });

  it('refuses answers before the start, to a question not yet shown, with a choice that is not an option, and from another student', async () => {
    const early = await answer(a, battle, 0, true, -1_000);
    expect(early.status).toBe(400);
    expect(early.body.errmsg).toBe(MESSAGES.notShown);
    const ahead = await answer(a, battle, 1, true, 500);
    expect(ahead.body.errmsg).toBe(MESSAGES.notShown);
    const badChoice = await portal.postForm('/v3/arena/submit-exercise-log', { battle_id: battle.battle_id, question_index: 0, choice: 6, guid: guid() }, { as: a, headers: at(battle.starts_at, 500) });
    expect(badChoice.body.errmsg).toBe(MESSAGES.badChoice);
    const bad = await portal.postForm('/v3/arena/submit-exercise-log', { battle_id: 'x', question_index: 0, choice: 1, guid: guid() }, { as: a });
    expect(bad.status).toBe(400);
    expect(bad.body.errmsg).toMatch(/battle_id/);
    const stranger = await portal.session('biz03');
    const other = await answer(stranger, battle, 0, true, 500);
    expect(other.body.errmsg).toBe(MESSAGES.unknownBattle);
    expect((await portal.get('/v3/arena/battle-result', { as: stranger, query: { battle_id: battle.battle_id } })).body.errmsg).toBe(MESSAGES.unknownBattle);
    expect((await portal.get('/v3/arena/matching-rival', { query: { type_id: vocabularyId, level: 1 }, studentId: a.studentId })).status).toBe(401);
  });

  it('marks on the server: points fall with time, a resend changes nothing, a late answer is refused', async () => {
    const first = await answer(a, battle, 0, true, 1_000, 'resend-guid-0001');
    expect(first.body.data).toMatchObject({ question_index: 0, right: true, points: 19, elapsed_ms: 1_000, next: { index: 1 } });
    const again = await answer(a, battle, 0, true, 4_000, 'resend-guid-0001');
    expect(again.body.data.points).toBe(19);
    expect(again.body.data.elapsed_ms).toBe(1_000);
    // Question 1 opened a reveal after the answer, at 2 s; its 10 s and the grace are over at 13.5 s.
    const late = await answer(a, battle, 1, true, 13_600);
    expect(late.body.errmsg).toBe(MESSAGES.late);
    const wrong = await answer(b, battle, 0, false, 2_000);
    expect(wrong.body.data).toMatchObject({ right: false, points: 0 });
  });

  it('waits for the rival, then decides: the faster, righter student wins and both ratings move', async () => {
    const early = await portal.postJson('/v3/arena/submit-battle-score', { battle_id: battle.battle_id }, { as: b, headers: at(battle.starts_at, 2_500) });
    expect(early.body.errmsg).toBe(MESSAGES.notFinished);
    // B answers every 2 s, half of them wrong; A let q1 run out (at 12 s, so q2 opened at 13 s), then answers q2..q9 right 2 s apart.
    let clockB = 2_000;
    for (let index = 1; index < 10; index += 1) {
      clockB += 2_000;
      expect((await answer(b, battle, index, index % 2 === 0, clockB)).status).toBe(200);
    }
    let clock = 12_000;
    for (let index = 2; index < 10; index += 1) {
      clock += 2_000;
      expect((await answer(a, battle, index, true, clock)).status).toBe(200);
    }
    const waiting = await portal.postJson('/v3/arena/submit-battle-score', { battle_id: battle.battle_id }, { as: a, headers: at(battle.starts_at, clock + 100) });
    expect(waiting.body.data).toEqual({ status: 'waiting_rival' });
    expect((await portal.get('/v3/arena/battle-result', { as: a, query: { battle_id: battle.battle_id } })).body.errmsg).toBe(MESSAGES.notDecided);
    const done = await portal.postJson('/v3/arena/submit-battle-score', { battle_id: battle.battle_id }, { as: b, headers: at(battle.starts_at, clockB + 100) });
    expect(done.body.data.status).toBe('finished');
    const resultB = done.body.data.result;
    expect(resultB).toMatchObject({ outcome: 'lose', forfeit: null, rival: { nickname: 'たろう', correct: 9 } });
    expect(resultB.me.rating_after).toBeLessThan(resultB.me.rating_before);
    const resultA = (await portal.get('/v3/arena/battle-result', { as: a, query: { battle_id: battle.battle_id } })).body.data;
    expect(resultA.outcome).toBe('win');
    expect(resultA.me.score).toBeGreaterThan(resultA.rival.score);
    expect(resultA.me.rating_after).toBeGreaterThan(1500);
    expect(resultA.questions[1]).toMatchObject({ my_right: false, my_choice: null, my_points: 0 });
    const info = (await portal.get('/v3/arena/my-level-info', { as: a, query: { type_id: vocabularyId } })).body.data.list[0];
    expect(info).toMatchObject({ battles: 1, wins: 1, losses: 0, rating: resultA.me.rating_after });
    const types = (await portal.get('/v3/arena/get-type-list', { as: b })).body.data.list;
    expect(types.find((type: { code: string }) => type.code === 'vocabulary')).toMatchObject({ battles: 1, wins: 0, wrong_count: 6 });
    expect((await portal.postJson('/v3/arena/submit-battle-score', { battle_id: battle.battle_id }, { as: a })).body.data.result.outcome).toBe('win');
  });

  it('lets a lone student play a recorded battle (a ghost) only after the wait', async () => {
    const c = await portal.session('biz04');
    const start = new Date();
    expect((await match(c, vocabularyId, 1, { headers: at(start) })).body.data.status).toBe('waiting');
    const tooEarly = await match(c, vocabularyId, 1, { ghost: true, headers: at(start, 5_000) });
    expect(tooEarly.body.errmsg).toBe(MESSAGES.ghostTooEarly);
    const noGhost = await match(c, vocabularyId, 4, { headers: at(start, 20_000) });
    expect(noGhost.body.data.status).toBe('waiting');
    const none = await match(c, vocabularyId, 4, { ghost: true, headers: at(start, 20_000 + GHOST_WAIT_SECONDS * 1000) });
    expect(none.body.data).toEqual({ status: 'no_ghost', errmsg: MESSAGES.noGhost });
    await match(c, vocabularyId, 1, { headers: at(start, 40_000) });
    const ghost = await match(c, vocabularyId, 1, { ghost: true, headers: at(start, 40_000 + GHOST_WAIT_SECONDS * 1000) });
    expect(ghost.body.data.status).toBe('matched');
    const view = ghost.body.data.battle as View;
    expect(view.mode).toBe('ghost');
    expect(view.rival?.is_ghost).toBe(true);
    expect(view.ghost_timeline).toHaveLength(10);
    expect(view.contest_paper.questions.map((question) => question.question_id)).toEqual(battle.contest_paper.questions.map((question) => question.question_id));
    for (let index = 0; index < 10; index += 1) expect((await answer(c, view, index, true, 1_500 * (index + 1))).status).toBe(200);
    const result = (await portal.postJson('/v3/arena/submit-battle-score', { battle_id: view.battle_id }, { as: c, headers: at(view.starts_at, 16_000) })).body.data.result;
    expect(result).toMatchObject({ mode: 'ghost', outcome: 'win', rival: { is_ghost: true, student_id: null } });
  });

  it('keeps wrong and missed questions for review; a right answer takes one off the list', async () => {
    const paper = (await portal.get('/v3/arena/get-wrong-question-paper', { as: b, query: { type_id: vocabularyId } })).body.data;
    expect(paper.total).toBe(6);
    expect(paper.items[0].resource.items).toHaveLength(1);
    const item = paper.items[0];
    const correct = await rightAnswerOf(item.question_id);
    const wrongChoice = correct === 1 ? 2 : 1;
    const second = paper.items[1];
    const miss = await portal.postForm('/v3/arena/submit-wrong-question-result', { guid: paper.guid, question_id: second.question_id, answer_result: String(wrongChoice === (await rightAnswerOf(second.question_id)) ? 3 : wrongChoice) }, { as: b });
    expect(miss.body.data.is_right).toBe(0);
    const hit = await portal.postForm('/v3/arena/submit-wrong-question-result', { guid: paper.guid, question_id: item.question_id, answer_result: String(correct) }, { as: b });
    expect(hit.body.data).toMatchObject({ is_right: 1, replayed: 0 });
    const resend = await portal.postForm('/v3/arena/submit-wrong-question-result', { guid: paper.guid, question_id: item.question_id, answer_result: String(wrongChoice) }, { as: b });
    expect(resend.body.data).toMatchObject({ is_right: 1, replayed: 1 });
    const result = (await portal.get('/v3/arena/wrong-question-result', { as: b, query: { guid: paper.guid } })).body.data;
    expect(result).toMatchObject({ answered: 2, right: 1, remaining: 5 });
    const notMine = await portal.postForm('/v3/arena/submit-wrong-question-result', { guid: paper.guid, question_id: item.question_id, answer_result: String(correct) }, { as: await portal.session('biz05') });
    expect(notMine.body.errmsg).toBe(MESSAGES.notWrong);
    expect((await portal.get('/v3/arena/wrong-question-result', { as: a, query: { guid: paper.guid } })).body.errmsg).toBe(MESSAGES.unknownReview);
  });

  it('runs grammar mode alone with a personal best per level', async () => {
    const start = new Date();
    const view = (await portal.get('/v3/arena/grammar-paper', { as: a, query: { level: 2 }, headers: at(start) })).body.data as View;
    expect(view).toMatchObject({ mode: 'grammar', rival: null, question_count: 10 });
    for (let index = 0; index < 10; index += 1) expect((await answer(a, view, index, index < 7, 1_000 * (index + 1))).status).toBe(200);
    const first = (await portal.postJson('/v3/arena/submit-grammar-score', { battle_id: view.battle_id }, { as: a, headers: at(view.starts_at, 10_500) })).body.data;
    expect(first).toMatchObject({ correct: 7, total: 10, new_best: true });
    expect(first.best_score).toBe(first.score);
    const live = await portal.postJson('/v3/arena/submit-battle-score', { battle_id: view.battle_id }, { as: a });
    expect(live.body.errmsg).toBe(MESSAGES.grammarOnly);
    expect((await portal.get('/v3/arena/grammar-paper', { as: a, query: { level: 9 } })).body.errmsg).toContain(MESSAGES.badLevel);
  });
});

describe('arena live channel', () => {
  let base: string;

  beforeAll(async () => {
    base = await portal.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A live socket signed in as the student, with the events it heard. */
  async function liveSocket(session: Session) {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${ARENA_LIVE_PATH}`);
    const events: ArenaLiveEvent[] = [];
    const waiters: { test: (event: ArenaLiveEvent) => boolean; resolve: (event: ArenaLiveEvent) => void }[] = [];
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ArenaLiveEvent;
      events.push(event);
      for (const waiter of waiters.splice(0)) {
        if (waiter.test(event)) waiter.resolve(event);
        else waiters.push(waiter);
      }
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const next = (name: ArenaLiveEvent['event'], timeoutMs = 5_000) =>
      new Promise<ArenaLiveEvent>((resolve, reject) => {
        const seen = events.find((event) => event.event === name);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no ${name} event (heard: ${events.map((event) => event.event).join(', ')})`)), timeoutMs);
        const heard = (event: ArenaLiveEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push({ test: (event) => event.event === name, resolve: heard });
      });
    socket.send(JSON.stringify({ type: 'auth', token: session.token }));
    await next('ready');
    return { socket, events, next };
  }

  it('refuses a socket without a valid token, and frames that are not the protocol', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${ARENA_LIVE_PATH}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const replies: string[] = [];
    socket.on('message', (data) => replies.push(data.toString()));
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'ping' }));
    socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(43) }));
    const [code] = await new Promise<[number, string]>((resolve) => socket.once('close', (closeCode, reason) => resolve([closeCode, reason.toString()])));
    expect(code).toBe(4401);
    expect(replies.map((reply) => JSON.parse(reply).event)).toEqual(['error', 'error']);
  });

  it('tells a waiting student of their match, each side of the other’s answers, and gives the battle to the one who stays when the other leaves', async () => {
    const x = await portal.freshSession('col01');
    const y = await portal.freshSession('col02');
    const liveX = await liveSocket(x);
    expect((await match(x, grammarId, 3)).body.data.status).toBe('waiting');
    const matched = await match(y, grammarId, 3);
    const view = matched.body.data.battle as View;
    expect(await liveX.next('matched')).toEqual({ event: 'matched', battle_id: view.battle_id });
    const liveY = await liveSocket(y);
    await new Promise((resolve) => setTimeout(resolve, new Date(view.starts_at).getTime() - Date.now() + 50));
    const question = view.contest_paper.questions[0]!;
    const choice = await rightAnswerOf(question.question_id);
    expect((await portal.postForm('/v3/arena/submit-exercise-log', { battle_id: view.battle_id, question_index: 0, choice, guid: guid() }, { as: y })).status).toBe(200);
    expect(await liveX.next('rival_progress')).toMatchObject({ battle_id: view.battle_id, answered: 1, correct: 1 });
    liveY.socket.close();
    expect(await liveX.next('rival_left')).toEqual({ event: 'rival_left', battle_id: view.battle_id });
    expect(await liveX.next('finished', (FORFEIT_GRACE_SECONDS + 5) * 1000)).toEqual({ event: 'finished', battle_id: view.battle_id });
    const result = (await portal.get('/v3/arena/battle-result', { as: x, query: { battle_id: view.battle_id } })).body.data;
    expect(result).toMatchObject({ outcome: 'win', forfeit: 'rival' });
    const leaver = (await portal.get('/v3/arena/battle-result', { as: y, query: { battle_id: view.battle_id } })).body.data;
    expect(leaver).toMatchObject({ outcome: 'lose', forfeit: 'me', me: { correct: 1 } });
    liveX.socket.close();
  }, 30_000);
});
