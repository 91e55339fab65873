// Matrix cases for Eiken word training and word learning (/v3/eiken-training/...).
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eikenLevels, studentEikenLevels } from '../../src/db/tables/eiken-toeic';
import { resources } from '../../src/db/tables/resources';
import { wordUnits } from '../../src/db/tables/words';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

/** `account` prepares for grade 3; the first word unit of grade 3, its first training set (word -> meaning) and its check. */
export async function wordFixture(portal: TestPortal, account = 'biz01') {
  const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, 'eiken-3'));
  const session = await portal.session(account);
  await portal.db
    .insert(studentEikenLevels)
    .values({ userId: session.studentId, levelId: level!.id })
    .onConflictDoUpdate({ target: studentEikenLevels.userId, set: { levelId: level!.id } });
  const [unit] = await portal.db.select().from(wordUnits).where(eq(wordUnits.code, 'eiken-3-words-actions'));
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, unit!.trainingGroupKey)).orderBy(asc(resources.position)).limit(1);
  return { unitId: unit!.id, resourceId: set!.id, firstQuestion: set!.items[0]!.question_id, session };
}

/** A run of `account` on the first set, its first word answered wrong; returns the run's guid. */
async function wrongRun(portal: TestPortal, account: string) {
  const { resourceId, firstQuestion, session } = await wordFixture(portal, account);
  const guid = randomUUID();
  const result = JSON.stringify([{ question_id: firstQuestion, answer_index: 99, score: 0 }]);
  const posted = await portal.postForm('/v3/eiken-training/submit-exercise-log', { resource_id: resourceId, guid, question_id: firstQuestion, result, is_completed: 1 }, { as: session });
  if (posted.status !== 200) throw new Error(`answer post failed: ${posted.body.errmsg}`);
  return { resourceId, guid };
}

export const cases: RouteCases = {
  'GET /v3/eiken-training/get-class-list': {
    input: async ({ portal }) => {
      await wordFixture(portal);
      return {};
    },
    check: (data) => {
      expect(data.level).toMatchObject({ code: 'eiken-3' });
      expect(data.word_list).toMatchObject({ code: 'eiken-3', title: '英検3級の単語' });
      expect(data.list[0]).toMatchObject({ code: 'eiken-3-words-actions', resource_count: 4 });
      expect(data.list.every((unit: { word_count: number }) => unit.word_count >= 5)).toBe(true);
    },
  },
  'GET /v3/eiken-training/get-resource-list': {
    input: async ({ portal }) => ({ query: { class_id: String((await wordFixture(portal)).unitId) } }),
    check: (data) => {
      expect(data.unit.code).toBe('eiken-3-words-actions');
      expect(data.list.map((set: { type: string }) => set.type)).toEqual(['word_choice', 'grammar_choice', 'listen_fill_letters', 'word_reading']);
    },
    bad: () => ({ 'no unit': { query: {} }, 'unit not a number': { query: { class_id: 'actions' } } }),
  },
  'GET /v3/eiken-training/get-word-list': {
    input: async ({ portal }) => ({ query: { class_id: String((await wordFixture(portal)).unitId) } }),
    check: (data) => {
      expect(data.words[0]).toMatchObject({ word: 'collect', meaning: '集める', audio_file: expect.stringMatching(/^\/resources\/words-eiken-3-words-actions\//) });
      expect(data.check).toMatchObject({ type: 'word_choice' });
    },
    bad: () => ({ 'no unit': { query: {} }, 'a negative unit': { query: { class_id: '-1' } } }),
  },
  'GET /v3/eiken-training/get-exercise-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await wordFixture(portal)).resourceId), run: 'open' } }),
    check: (data) => {
      expect(data).toMatchObject({ resource_code: 'eiken-3-words-actions-meaning', purpose: 'training' });
      expect(data.class_id).toBeGreaterThan(0);
    },
    bad: async (ctx) => ({
      'both guid and run': { query: { resource_id: String((await wordFixture(ctx.portal)).resourceId), run: 'last', guid: randomUUID() } },
      'no resource': { query: {} },
    }),
    othersRecord: async ({ portal }) => {
      const { resourceId, guid } = await wrongRun(portal, 'biz02');
      return { query: { resource_id: String(resourceId), guid } };
    },
  },
  'POST /v3/eiken-training/submit-exercise-log': {
    input: async ({ portal }) => {
      const { resourceId, firstQuestion } = await wordFixture(portal);
      const result = JSON.stringify([{ question_id: firstQuestion, answer_index: 1, score: 0 }]);
      return { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: firstQuestion, result } };
    },
    check: (data) => expect(data.answer).toMatchObject({ replayed: 0 }),
    bad: async (ctx) => {
      const { resourceId } = await wordFixture(ctx.portal);
      return {
        'an unknown question': { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: 'nope', percent_score: '50' } },
        'a short guid': { form: { resource_id: String(resourceId), guid: 'x', question_id: 'nope', percent_score: '50' } },
      };
    },
  },
  'GET /v3/eiken-training/get-review-words': {
    input: async ({ portal }) => {
      const { resourceId, guid } = await wrongRun(portal, 'biz01');
      return { query: { resource_id: String(resourceId), guid } };
    },
    check: (data) => {
      expect(data.answered).toBe(1);
      expect(data.list).toHaveLength(1);
      expect(data.list[0]).toMatchObject({ word: 'collect', percent_score: 0 });
    },
    bad: () => ({ 'no resource': { query: {} }, 'a short guid': { query: { resource_id: '1', guid: 'x' } } }),
    othersRecord: async ({ portal }) => {
      const { resourceId, guid } = await wrongRun(portal, 'biz02');
      return { query: { resource_id: String(resourceId), guid } };
    },
  },
};
