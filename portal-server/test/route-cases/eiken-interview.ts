// Matrix cases for Eiken interview practice (/v3/eiken-interview/...).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eikenInterviews } from '../../src/db/tables/eiken-interview';
import { eikenLevels, studentEikenLevels } from '../../src/db/tables/eiken-toeic';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

/** `account` prepares for grade 3; grade 3's first interview card and the question after its reading. */
async function cardFixture(portal: TestPortal, account = 'biz01') {
  const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, 'eiken-3'));
  const session = await portal.session(account);
  await portal.db
    .insert(studentEikenLevels)
    .values({ userId: session.studentId, levelId: level!.id })
    .onConflictDoUpdate({ target: studentEikenLevels.userId, set: { levelId: level!.id } });
  const [card] = await portal.db.select().from(eikenInterviews).where(eq(eikenInterviews.code, 'eiken-3-interview-1'));
  return { resourceId: card!.resourceId, question: 'e3-iv1-q1', session };
}

/** A spoken answer as the engine posts it after speech-server scored the take. */
const spokenAnswer = (resourceId: number, question: string, guid: string) => ({
  resource_id: String(resourceId),
  guid,
  question_id: question,
  percent_score: '72',
  recognize_text: 'Because they want to relax in nature.',
  is_completed: '1',
});

export const cases: RouteCases = {
  'GET /v3/eiken-interview/card-list': {
    input: async ({ portal }) => {
      await cardFixture(portal);
      return {};
    },
    check: (data) => {
      expect(data.level).toMatchObject({ code: 'eiken-3' });
      expect(data.list.map((card: { code: string }) => card.code)).toEqual(['eiken-3-interview-1', 'eiken-3-interview-2']);
      expect(data.list[0]).toMatchObject({ passage_title: 'Camping', picture: expect.stringMatching(/^\/resources\/eiken-3-interview-1\/[0-9a-f]{12}\/media\/eiken-3-interview-1\.svg$/) });
      expect(data.list[0].resource).toMatchObject({ type: 'integrated_process', item_count: 6 });
    },
  },
  'GET /v3/eiken-interview/get-exercise-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await cardFixture(portal)).resourceId) } }),
    check: (data) => {
      expect(data.card).toMatchObject({ code: 'eiken-3-interview-1', passage_title: 'Camping' });
      expect(data.answer_record.items.map((item: { question_id: string }) => item.question_id)).toEqual(['eiken-3-interview-1-reading', 'e3-iv1-q1', 'e3-iv1-q2', 'e3-iv1-q3', 'e3-iv1-q4', 'e3-iv1-q5']);
    },
    bad: async (ctx) => ({
      'both guid and run': { query: { resource_id: String((await cardFixture(ctx.portal)).resourceId), run: 'last', guid: randomUUID() } },
      'no resource': { query: {} },
    }),
    othersRecord: async ({ portal }) => {
      const { resourceId, question, session } = await cardFixture(portal, 'biz02');
      const guid = randomUUID();
      const posted = await portal.postForm('/v3/eiken-interview/submit-exercise-log', spokenAnswer(resourceId, question, guid), { as: session });
      if (posted.status !== 200) throw new Error(`answer post failed: ${posted.body.errmsg}`);
      return { query: { resource_id: String(resourceId), guid } };
    },
  },
  'POST /v3/eiken-interview/submit-exercise-log': {
    input: async ({ portal }) => {
      const { resourceId, question } = await cardFixture(portal);
      return { form: spokenAnswer(resourceId, question, randomUUID()) };
    },
    check: (data) => expect(data.answer).toMatchObject({ replayed: 0, percent_score: 72 }),
    bad: async (ctx) => {
      const { resourceId } = await cardFixture(ctx.portal);
      return {
        'an unknown question': { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: 'nope', percent_score: '50' } },
        'a short guid': { form: { resource_id: String(resourceId), guid: 'x', question_id: 'e3-iv1-q1', percent_score: '50' } },
      };
    },
  },
};
