// Matrix cases for the arena (/v3/arena/...). Battles are made with the service as matching
// makes them, started in the past (answers can be given at once) or past their deadline (they can
// be decided at once), so no case waits for a clock.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { arenaQuestions, arenaTypes } from '../../src/db/tables/arena';
import { createBattle, finishBattle } from '../../src/features/arena/battles';
import { rightChoice } from '../../src/features/arena/paper';
import { startGrammarRun, wrongQuestionPaper } from '../../src/features/arena/review';
import { pickQuestionIds } from '../../src/features/arena/store';
import type { Session, TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

const MINUTE = 60_000;
const otherAccount = (ctx: CaseContext) => (ctx.session.login === 'biz02' ? 'biz03' : 'biz02');

async function typeId(portal: TestPortal, code: string): Promise<number> {
  const [type] = await portal.db.select().from(arenaTypes).where(eq(arenaTypes.code, code));
  return type!.id;
}

/** A live vocabulary battle of two students that started `agoMs` ago. */
async function battleOf(portal: TestPortal, studentIds: number[], agoMs: number): Promise<number> {
  const vocabulary = await typeId(portal, 'vocabulary');
  const now = new Date(Date.now() - agoMs);
  return portal.db.transaction(async (tx) => {
    const questionIds = await pickQuestionIds(tx, vocabulary, 1, 10);
    return createBattle(tx, { mode: 'live', typeId: vocabulary, level: 1, questionIds, secondsPerQuestion: 10 }, studentIds, now);
  });
}

const otherIds = async (ctx: CaseContext) => {
  const other = await ctx.portal.session(otherAccount(ctx));
  const third = await ctx.portal.session(other.login === 'biz02' ? 'biz03' : 'biz04');
  return [other.studentId, third.studentId];
};

/** A battle of the session's student past its deadline, decided (every question missed). */
async function decidedBattle(ctx: CaseContext): Promise<number> {
  const rival = await ctx.portal.session(otherAccount(ctx));
  const battleId = await battleOf(ctx.portal, [ctx.session.studentId, rival.studentId], 10 * MINUTE);
  await finishBattle(ctx.portal.db, ctx.session.studentId, battleId);
  return battleId;
}

/** The right option of the battle's first question. */
async function firstRightChoice(portal: TestPortal, battleId: number, session: Session): Promise<number> {
  const view = await portal.get('/v3/arena/matching-rival', { as: session, query: { type_id: await typeId(portal, 'vocabulary'), level: 1 } });
  const questionId = view.body.data.battle.contest_paper.questions[0].question_id as string;
  expect(view.body.data.battle.battle_id).toBe(battleId);
  const [row] = await portal.db.select().from(arenaQuestions).where(eq(arenaQuestions.code, questionId));
  return rightChoice(row!);
}

export const cases: RouteCases = {
  'GET /v3/arena/get-type-list': {
    check: (data) => {
      expect(data.list.map((type: { code: string }) => type.code)).toEqual(['vocabulary', 'grammar', 'listening', 'sentence-completion']);
      expect(data.list[0]).toMatchObject({ name: '単語バトル', level: expect.any(Number), rating: expect.any(Number), battles: expect.any(Number), wrong_count: expect.any(Number) });
    },
  },
  'GET /v3/arena/get-level-list': {
    check: (data) => {
      expect(data.list.map((level: { level: number }) => level.level)).toEqual([1, 2, 3, 4, 5]);
      expect(data.list[0]).toMatchObject({ name: 'ビギナー', eiken: '英検5級程度', rating_min: 0, rating_max: 1449 });
      expect(data.list[4].rating_max).toBeNull();
      for (const level of data.list) expect(level.question_total).toBeGreaterThanOrEqual(80);
    },
  },
  'GET /v3/arena/my-level-info': {
    input: async ({ portal }) => ({ query: { type_id: String(await typeId(portal, 'listening')) } }),
    check: (data) => {
      expect(data.list).toHaveLength(1);
      expect(data.list[0]).toMatchObject({ code: 'listening', level: expect.any(Number), level_name: expect.any(String), deviation: expect.any(Number) });
    },
    bad: () => ({ 'a type that does not exist': { query: { type_id: '999999' } }, 'a type that is not a number': { query: { type_id: 'grammar' } } }),
  },
  'GET /v3/arena/description': {
    check: (data) => {
      expect(data.title).toBe('アリーナのルール');
      expect(data.sections.length).toBeGreaterThanOrEqual(5);
    },
  },
  'GET /v3/arena/matching-rival': {
    as: 'col03',
    input: async ({ portal }) => ({ query: { type_id: String(await typeId(portal, 'listening')), level: '5' } }),
    check: (data) => expect(['waiting', 'matched']).toContain(data.status),
    bad: async ({ portal }) => {
      const listening = String(await typeId(portal, 'listening'));
      return {
        'level 0': { query: { type_id: listening, level: '0' } },
        'level 6': { query: { type_id: listening, level: '6' } },
        'no type': { query: { level: '1' } },
        'a type that does not exist': { query: { type_id: '999999', level: '1' } },
        'ghost 2': { query: { type_id: listening, level: '1', ghost: '2' } },
      };
    },
  },
  'GET /v3/arena/leave-matching': {
    check: (data) => expect(typeof data.left).toBe('boolean'),
  },
  'POST /v3/arena/submit-exercise-log': {
    input: async (ctx) => {
      const rival = await ctx.portal.session(otherAccount(ctx));
      const battleId = await battleOf(ctx.portal, [ctx.session.studentId, rival.studentId], 5_000);
      const choice = await firstRightChoice(ctx.portal, battleId, ctx.session);
      return { form: { battle_id: String(battleId), question_index: '0', choice: String(choice), guid: randomUUID() } };
    },
    check: (data) => expect(data).toMatchObject({ question_index: 0, right: true, points: expect.any(Number), next: { index: 1 }, me: { answered: 1, correct: 1 } }),
    bad: () => ({
      'question -1': { form: { battle_id: '1', question_index: '-1', choice: '1', guid: randomUUID() } },
      'choice 0': { form: { battle_id: '1', question_index: '0', choice: '0', guid: randomUUID() } },
      'a guid too short': { form: { battle_id: '1', question_index: '0', choice: '1', guid: 'abc' } },
      'no battle': { form: { question_index: '0', choice: '1', guid: randomUUID() } },
    }),
    othersRecord: async (ctx) => ({ form: { battle_id: String(await battleOf(ctx.portal, await otherIds(ctx), 5_000)), question_index: '0', choice: '1', guid: randomUUID() } }),
  },
  'POST /v3/arena/submit-battle-score': {
    input: async (ctx) => {
      const rival = await ctx.portal.session(otherAccount(ctx));
      return { json: { battle_id: await battleOf(ctx.portal, [ctx.session.studentId, rival.studentId], 10 * MINUTE) } };
    },
    check: (data) => expect(data).toMatchObject({ status: 'finished', result: { outcome: 'draw', me: { score: 0, total: 10 }, rival: { score: 0 } } }),
    bad: () => ({ 'no battle': { json: {} }, 'a battle id that is text': { json: { battle_id: 'first' } } }),
    othersRecord: async (ctx) => ({ json: { battle_id: await battleOf(ctx.portal, await otherIds(ctx), 10 * MINUTE) } }),
  },
  'GET /v3/arena/battle-result': {
    input: async (ctx) => ({ query: { battle_id: String(await decidedBattle(ctx)) } }),
    check: (data) => {
      expect(data).toMatchObject({ mode: 'live', outcome: 'draw', forfeit: null, me: { correct: 0, total: 10 } });
      expect(data.questions).toHaveLength(10);
      expect(data.questions[0]).toMatchObject({ my_choice: null, my_right: false, right_answer: expect.any(String), explanation: expect.any(String) });
    },
    bad: () => ({ 'no battle': { query: {} } }),
    othersRecord: async (ctx) => {
      const students = await otherIds(ctx);
      const battleId = await battleOf(ctx.portal, students, 10 * MINUTE);
      await finishBattle(ctx.portal.db, students[0]!, battleId);
      return { query: { battle_id: String(battleId) } };
    },
  },
  'GET /v3/arena/grammar-paper': {
    input: () => ({ query: { level: '2' } }),
    check: (data) => expect(data).toMatchObject({ mode: 'grammar', type_code: 'grammar', level: 2, rival: null, question_count: 10, current: { index: 0 } }),
    bad: () => ({ 'level x': { query: { level: 'x' } }, 'no level': { query: {} } }),
  },
  'POST /v3/arena/submit-grammar-score': {
    input: async (ctx) => {
      const view = await startGrammarRun(ctx.portal.db, ctx.session.studentId, 1, new Date(Date.now() - 10 * MINUTE));
      return { json: { battle_id: view.battle_id } };
    },
    check: (data) => expect(data).toMatchObject({ score: 0, correct: 0, total: 10, best_score: expect.any(Number) }),
    bad: () => ({ 'no battle': { json: {} } }),
    othersRecord: async (ctx) => {
      const other = await ctx.portal.session(otherAccount(ctx));
      const view = await startGrammarRun(ctx.portal.db, other.studentId, 1, new Date(Date.now() - 10 * MINUTE));
      return { json: { battle_id: view.battle_id } };
    },
  },
  'GET /v3/arena/get-wrong-question-paper': {
    input: async (ctx) => {
      await decidedBattle(ctx);
      return { query: { limit: '5' } };
    },
    check: (data) => {
      expect(data.total).toBeGreaterThanOrEqual(10);
      expect(data.items).toHaveLength(5);
      expect(data.items[0].resource.items).toHaveLength(1);
      expect(data.items[0].resource.res_type).toBe('word_choice');
    },
    bad: () => ({ 'limit 0': { query: { limit: '0' } }, 'limit 31': { query: { limit: '31' } }, 'a type that does not exist': { query: { type_id: '999999' } } }),
  },
  'POST /v3/arena/submit-wrong-question-result': {
    input: async (ctx) => {
      await decidedBattle(ctx);
      const paper = await wrongQuestionPaper(ctx.portal.db, ctx.session.studentId, undefined, 1);
      const item = paper.items[0]!;
      const [row] = await ctx.portal.db.select().from(arenaQuestions).where(eq(arenaQuestions.code, item.question_id));
      return { form: { guid: paper.guid, question_id: item.question_id, answer_result: String(rightChoice(row!)) } };
    },
    check: (data) => expect(data).toMatchObject({ is_right: 1, percent: 100, replayed: 0 }),
    bad: () => ({
      'a question that does not exist': { form: { guid: randomUUID(), question_id: 'nothing-here', answer_result: '1' } },
      'no question': { form: { guid: randomUUID(), answer_result: '1' } },
      'no answer': { form: { guid: randomUUID(), question_id: 'av1-01' } },
    }),
  },
  'GET /v3/arena/wrong-question-result': {
    input: async (ctx) => {
      await decidedBattle(ctx);
      const paper = await wrongQuestionPaper(ctx.portal.db, ctx.session.studentId, undefined, 1);
      await ctx.portal.postForm('/v3/arena/submit-wrong-question-result', { guid: paper.guid, question_id: paper.items[0]!.question_id, answer_result: '1' }, { as: ctx.session });
      return { query: { guid: paper.guid } };
    },
    check: (data) => expect(data).toMatchObject({ answered: 1, remaining: expect.any(Number), items: [{ prompt: expect.any(String) }] }),
    bad: () => ({ 'a guid too short': { query: { guid: 'abc' } } }),
    othersRecord: async (ctx) => {
      const other = await ctx.portal.session(otherAccount(ctx));
      const rival = await ctx.portal.session('biz05');
      const battleId = await battleOf(ctx.portal, [other.studentId, rival.studentId], 10 * MINUTE);
      await finishBattle(ctx.portal.db, other.studentId, battleId);
      const paper = await wrongQuestionPaper(ctx.portal.db, other.studentId, undefined, 1);
      await ctx.portal.postForm('/v3/arena/submit-wrong-question-result', { guid: paper.guid, question_id: paper.items[0]!.question_id, answer_result: '1' }, { as: other });
      return { query: { guid: paper.guid } };
    },
  },
};

