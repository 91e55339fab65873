// Matrix cases for the study modules' first-page calls (eiken-toeic, ebook, ai-course; the
// dictionary's are in dictionary.ts, the arena's in arena.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eikenClasses, eikenLevels, studentEikenLevels } from '../../src/db/tables/eiken-toeic';
import { resources } from '../../src/db/tables/resources';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

/** biz01 prepares for grade 3; the first practice directory of grade 3 and its first set. */
async function eikenFixture(portal: TestPortal, account = 'biz01') {
  const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, 'eiken-3'));
  const session = await portal.session(account);
  await portal.db
    .insert(studentEikenLevels)
    .values({ userId: session.studentId, levelId: level!.id })
    .onConflictDoUpdate({ target: studentEikenLevels.userId, set: { levelId: level!.id } });
  const [directory] = await portal.db.select().from(eikenClasses).where(eq(eikenClasses.levelId, level!.id)).orderBy(eikenClasses.position).limit(1);
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, directory!.groupKey)).orderBy(resources.position).limit(1);
  return { levelId: level!.id, directoryId: directory!.id, resourceId: set!.id, firstQuestion: set!.items[0]!.question_id };
}

export const cases: RouteCases = {
  'GET /v3/eiken-toeic/level-list': {
    check: (data) => {
      expect(data.list[0]).toMatchObject({ code: 'eiken-5', name: '英検5級', exam: 'eiken' });
      expect(data).toHaveProperty('current_level_id');
    },
  },
  'POST /v3/eiken-toeic/submit-level': {
    as: 'biz04',
    input: async ({ portal }) => {
      const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).limit(1);
      return { form: { level_id: String(level!.id) } };
    },
    check: (data) => expect(data.level_id).toBeGreaterThan(0),
    bad: () => ({ 'an unknown level': { form: { level_id: '999999' } }, 'not a number': { form: { level_id: 'x' } }, 'no level': { form: {} } }),
  },
  'GET /v3/eiken-toeic/get-class-list': {
    input: async ({ portal }) => {
      await eikenFixture(portal);
      return {};
    },
    check: (data) => {
      expect(data.level).toMatchObject({ code: 'eiken-3', name: '英検3級' });
      expect(data.list.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['vocabulary', 'conversation', 'reading', 'listening']));
      expect(data.list.every((entry: { resource_count: number }) => entry.resource_count > 0)).toBe(true);
    },
  },
  'GET /v3/eiken-toeic/get-resource-list': {
    input: async ({ portal }) => ({ query: { directory_id: String((await eikenFixture(portal)).directoryId) } }),
    check: (data) => {
      expect(data.directory.code).toMatch(/^eiken-3-/);
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list[0]).toMatchObject({ status: expect.any(String), item_count: expect.any(Number) });
    },
    bad: () => ({ 'no directory': { query: {} }, 'directory not a number': { query: { directory_id: 'first' } } }),
  },
  'GET /v3/eiken-toeic/get-exercise-logs': {
    input: async ({ portal }) => ({ query: { resource_id: String((await eikenFixture(portal)).resourceId), run: 'open' } }),
    check: (data) => {
      expect(data.resource_code).toMatch(/^eiken-3-/);
      expect(data.directory_id).toBeGreaterThan(0);
      expect(data.answer_record.items.length).toBeGreaterThan(0);
    },
    bad: async (ctx) => ({
      'both guid and run': { query: { resource_id: String((await eikenFixture(ctx.portal)).resourceId), run: 'last', guid: randomUUID() } },
      'an unknown run kind': { query: { resource_id: String((await eikenFixture(ctx.portal)).resourceId), run: 'first' } },
      'no resource': { query: {} },
    }),
    othersRecord: async ({ portal }) => {
      const { resourceId, firstQuestion } = await eikenFixture(portal, 'biz02');
      const guid = randomUUID();
      const result = JSON.stringify([{ question_id: firstQuestion, answer_index: 1, score: 0 }]);
      const posted = await portal.postForm('/v3/eiken-toeic/submit-exercise-log', { resource_id: resourceId, guid, question_id: firstQuestion, result }, { as: await portal.session('biz02') });
      if (posted.status !== 200) throw new Error(`answer post failed: ${posted.body.errmsg}`);
      return { query: { resource_id: String(resourceId), guid } };
    },
  },
  'POST /v3/eiken-toeic/submit-exercise-log': {
    input: async ({ portal }) => {
      const { resourceId, firstQuestion } = await eikenFixture(portal);
      const result = JSON.stringify([{ question_id: firstQuestion, answer_index: 1, score: 0 }]);
      return { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: firstQuestion, result } };
    },
    check: (data) => expect(data.answer).toMatchObject({ replayed: 0 }),
    bad: async (ctx) => {
      const { resourceId } = await eikenFixture(ctx.portal);
      return {
        'an unknown question': { form: { resource_id: String(resourceId), guid: randomUUID(), question_id: 'nope', percent_score: '50' } },
        'a short guid': { form: { resource_id: String(resourceId), guid: 'x', question_id: 'nope', percent_score: '50' } },
      };
    },
  },
  'GET /v3/ai/course/index': {
    check: (data) => expect(data.list[0].lessons.length).toBe(data.list[0].lesson_count),
  },
};
