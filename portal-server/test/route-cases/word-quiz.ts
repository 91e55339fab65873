// Matrix cases for the word test (/v3/word-quiz/...): a timed test over the word-study fixture
// plan (route-cases/study-word.ts), its answers, finishing and leaving, and the wrong-topic loop.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestPortal } from '../harness';
import { otherAccount, rightAnswerFields, studyPlanFixture } from './study-word';
import type { CaseContext, RouteCases } from './types';

type ExamItem = Parameters<typeof rightAnswerFields>[0] & { answered: 0 | 1 };

/** The account's open test on the fixture plan (a new one, or the open one resumed). */
async function openExam(portal: TestPortal, account: string) {
  const { planId, session } = await studyPlanFixture(portal, account);
  const started = await portal.postForm('/v3/word-quiz/start-word-exam', { plan_id: planId, guid: randomUUID() }, { as: session });
  if (started.status !== 200) throw new Error(`start-word-exam failed: ${started.body.errmsg}`);
  return { planId, session, guid: started.body.data.guid as string, items: started.body.data.items as ExamItem[] };
}

/** A finished test of the account with every item unanswered (so all are in the wrong-topic loop). */
async function finishedExam(portal: TestPortal, account: string) {
  for (;;) {
    // A resumed test may have answers already: finish it and take a fresh one.
    const exam = await openExam(portal, account);
    const finished = await portal.postForm('/v3/word-quiz/finish-word-exam', { guid: exam.guid }, { as: exam.session });
    if (finished.status !== 200) throw new Error(`finish-word-exam failed: ${finished.body.errmsg}`);
    if (exam.items.every((item) => item.answered === 0)) return exam;
  }
}

const guidBad = () => ({ 'no guid': { query: {} }, 'a short guid': { query: { guid: 'x' } } });
const guidFormBad = () => ({ 'no guid': { form: {} }, 'a short guid': { form: { guid: 'x' } } });
const othersOpen = async (ctx: CaseContext) => ({ form: { guid: (await openExam(ctx.portal, otherAccount(ctx))).guid } });

export const cases: RouteCases = {
  'GET /v3/word-quiz/word-quiz-tasks': {
    input: async ({ portal, session }) => {
      await studyPlanFixture(portal, session.login);
      return {};
    },
    check: (data) => expect(data.list[0]).toMatchObject({ plan_id: expect.any(Number), word_count: expect.any(Number) }),
  },
  'GET /v3/word-quiz/word-quiz-topics': {
    input: async ({ portal, session }) => ({ query: { plan_id: String((await studyPlanFixture(portal, session.login)).planId) } }),
    check: (data) => expect(data).toEqual({ time_limit_sec: 300, item_count: 20, type_ids: [1, 14, 22] }),
    bad: () => ({ 'no plan': { query: {} }, 'plan zero': { query: { plan_id: '0' } } }),
    othersRecord: async (ctx) => ({ query: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId) } }),
  },
  'POST /v3/word-quiz/start-word-exam': {
    input: async ({ portal, session }) => ({ form: { plan_id: String((await studyPlanFixture(portal, session.login)).planId), guid: randomUUID() } }),
    check: (data) => {
      expect(data.status).toBe('open');
      expect(data.items).toHaveLength(20);
      expect(new Set(data.items.map((item: { type_id: number }) => item.type_id))).toEqual(new Set([1, 14, 22]));
      expect(Date.parse(data.ends_at) - Date.parse(data.started_at)).toBe(300_000);
    },
    bad: () => ({ 'no plan': { form: { guid: randomUUID() } }, 'a short guid': { form: { plan_id: '1', guid: 'x' } } }),
    othersRecord: async (ctx) => ({ form: { plan_id: String((await studyPlanFixture(ctx.portal, otherAccount(ctx))).planId), guid: randomUUID() } }),
  },
  'GET /v3/word-quiz/word-quiz-resource': {
    input: async ({ portal, session }) => ({ query: { guid: (await openExam(portal, session.login)).guid } }),
    check: (data) => {
      expect(data).toMatchObject({ status: 'open', items: expect.any(Array) });
      expect(data.items[0].is_right).toBeNull();
    },
    bad: guidBad,
    othersRecord: async (ctx) => ({ query: { guid: (await openExam(ctx.portal, otherAccount(ctx))).guid } }),
  },
  'POST /v3/word-quiz/submit-word-exam-answer': {
    input: async ({ portal, session }) => {
      const exam = await openExam(portal, session.login);
      const item = exam.items.find((entry) => entry.answered === 0)!;
      return { form: { guid: exam.guid, question_id: item.question_id, ...rightAnswerFields(item) } };
    },
    check: (data) => expect(data).toMatchObject({ is_right: 1, replayed: 0, total: 20 }),
    bad: async (ctx) => {
      const exam = await openExam(ctx.portal, ctx.session.login);
      return {
        'a question not in the test': { form: { guid: exam.guid, question_id: 'w2147483647-read', percent_score: '80' } },
        'no question': { form: { guid: exam.guid, percent_score: '80' } },
        'a word_id (not taken here)': { form: { guid: exam.guid, question_id: exam.items[0]!.question_id, word_id: '1', percent_score: '80' } },
      };
    },
    othersRecord: async (ctx) => {
      const exam = await openExam(ctx.portal, otherAccount(ctx));
      return { form: { guid: exam.guid, question_id: exam.items[0]!.question_id, ...rightAnswerFields(exam.items[0]!) } };
    },
  },
  'POST /v3/word-quiz/finish-word-exam': {
    input: async ({ portal, session }) => ({ form: { guid: (await openExam(portal, session.login)).guid } }),
    check: (data) => {
      expect(data.status).toBe('finished');
      expect(data.score).toBe(data.right * 5);
      expect(data.percent).toBe(Math.round((data.right / data.total) * 100));
    },
    bad: guidFormBad,
    othersRecord: othersOpen,
  },
  'POST /v3/word-quiz/abort-word-exam': {
    input: async ({ portal, session }) => ({ form: { guid: (await openExam(portal, session.login)).guid } }),
    check: (data) => expect(data).toMatchObject({ status: 'aborted', score: 0 }),
    bad: guidFormBad,
    othersRecord: othersOpen,
  },
  'GET /v3/word-quiz/wrong-topic-list': {
    input: async ({ portal, session }) => {
      await finishedExam(portal, session.login);
      return {};
    },
    check: (data) => expect(data.list[0]).toMatchObject({ guid: expect.any(String), remaining: expect.any(Number), total: expect.any(Number) }),
  },
  'GET /v3/word-quiz/wrong-topic-resource': {
    input: async ({ portal, session }) => ({ query: { guid: (await finishedExam(portal, session.login)).guid } }),
    check: (data) => {
      expect(data.items.length).toBe(data.remaining);
      expect(data.total).toBeGreaterThan(0);
    },
    bad: guidBad,
    othersRecord: async (ctx) => ({ query: { guid: (await finishedExam(ctx.portal, otherAccount(ctx))).guid } }),
  },
  'POST /v3/word-quiz/submit-wrong-topic-answer': {
    input: async ({ portal, session }) => {
      const exam = await finishedExam(portal, session.login);
      return { form: { guid: exam.guid, question_id: exam.items[0]!.question_id, ...rightAnswerFields(exam.items[0]!) } };
    },
    check: (data) => {
      expect(data.is_right).toBe(1);
      expect(data.remaining).toBe(data.total - data.fixed);
    },
    bad: async (ctx) => {
      const exam = await finishedExam(ctx.portal, ctx.session.login);
      return { 'a question not in the test': { form: { guid: exam.guid, question_id: 'w2147483647-meaning', percent_score: '80' } }, 'no guid': { form: { question_id: exam.items[0]!.question_id } } };
    },
    othersRecord: async (ctx) => {
      const exam = await finishedExam(ctx.portal, otherAccount(ctx));
      return { form: { guid: exam.guid, question_id: exam.items[0]!.question_id, ...rightAnswerFields(exam.items[0]!) } };
    },
  },
};
