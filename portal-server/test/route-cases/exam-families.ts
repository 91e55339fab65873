// Matrix cases for the exam families beside Eiken: the high-school-entrance regions and the
// entrance listening review (/v3/college-exam/...), the Tokyo practice list (/v3/tokyo-higher/...)
// and the business TOEIC classes (/v3/biz-toeic/get-class-list, get-unit-list), on the real content.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eikenClasses, eikenLevels } from '../../src/db/tables/eiken-toeic';
import { resources } from '../../src/db/tables/resources';
import type { ResourceItemMeta } from '../../src/lib/item-meta';
import type { Session, TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

async function levelId(portal: TestPortal, code: string): Promise<number> {
  const [level] = await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, code));
  return level!.id;
}

/** The directories of an exam level (of one kind), in order. */
async function directories(portal: TestPortal, levelCode: string, kind?: string) {
  return portal.db
    .select()
    .from(eikenClasses)
    .where(and(eq(eikenClasses.levelId, await levelId(portal, levelCode)), kind ? eq(eikenClasses.kind, kind) : undefined))
    .orderBy(asc(eikenClasses.position));
}

async function firstSet(portal: TestPortal, groupKey: string) {
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, groupKey)).orderBy(asc(resources.position)).limit(1);
  return set!;
}

/** The session's student chooses the first region; its first set. */
async function regionFixture(portal: TestPortal, session: Session) {
  const [region] = await directories(portal, 'highschool-listening', 'region');
  const chosen = await portal.postJson('/v3/college-exam/region/submit', { region_id: region!.id }, { as: session });
  if (chosen.status !== 200) throw new Error(`region choice failed: ${chosen.body.errmsg}`);
  return { region: region!, set: await firstSet(portal, region!.groupKey) };
}

/** A choice answer to the item's first option that is wrong (every question of the item). */
const wrongResult = (item: ResourceItemMeta) =>
  JSON.stringify((item.questions ?? []).map((question) => ({ question_id: question.question_id, answer_index: [question.correct[0] === 1 ? 2 : 1], score: 0 })));

/** The session's student answers the first item of its region's first set wrong. */
async function wrongRegionAnswer(ctx: CaseContext) {
  const { set } = await regionFixture(ctx.portal, ctx.session);
  const item = set.items[0]!;
  const posted = await ctx.portal.postForm('/v3/college-exam/region/log/submit', { resource_id: set.id, guid: randomUUID(), question_id: item.question_id, result: wrongResult(item) }, { as: ctx.session });
  if (posted.status !== 200) throw new Error(`answer failed: ${posted.body.errmsg}`);
  return { set, item, eikenId: await levelId(ctx.portal, 'highschool-listening') };
}

const otherSession = (ctx: CaseContext) => ctx.portal.session(ctx.session.login === 'biz02' ? 'biz03' : 'biz02');

export const cases: RouteCases = {
  'GET /v3/college-exam/region/list': {
    check: (data) => {
      expect(data.list.length).toBeGreaterThanOrEqual(3);
      expect(data.list[0]).toMatchObject({ region_id: expect.any(Number), title: expect.any(String), resource_count: expect.any(Number) });
    },
  },
  'POST /v3/college-exam/region/submit': {
    input: async ({ portal }) => ({ json: { region_id: (await directories(portal, 'highschool-listening', 'region'))[0]!.id } }),
    check: (data) => expect(data.region_id).toEqual(expect.any(Number)),
    bad: async ({ portal }) => ({
      'no region': { json: {} },
      'region not a number': { json: { region_id: 'tokyo' } },
      'a Tokyo directory is no region': { json: { region_id: (await directories(portal, 'tokyo-speaking'))[0]!.id } },
    }),
  },
  'GET /v3/college-exam/region/index': {
    input: async ({ portal, session }) => {
      await regionFixture(portal, session);
      return {};
    },
    check: (data) => {
      expect(data.region).toMatchObject({ region_id: expect.any(Number) });
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.level_id).toEqual(expect.any(Number));
    },
  },
  'GET /v3/college-exam/region/logs': {
    input: async ({ portal, session }) => ({ query: { res_id: String((await regionFixture(portal, session)).set.id) } }),
    check: (data) => expect(data.answer_record.items.length).toBeGreaterThan(0),
    bad: () => ({ 'no res_id': { query: {} }, 'res_id not a number': { query: { res_id: 'set' } }, 'guid and run': { query: { res_id: '1', guid: randomUUID(), run: 'last' } } }),
    othersRecord: async (ctx) => {
      const other = await otherSession(ctx);
      const { set } = await regionFixture(ctx.portal, other);
      const guid = randomUUID();
      await ctx.portal.postForm('/v3/college-exam/region/log/submit', { resource_id: set.id, guid, current_index: '0' }, { as: other });
      return { query: { res_id: String(set.id), guid } };
    },
  },
  'POST /v3/college-exam/region/log/submit': {
    input: async ({ portal, session }) => {
      const { set } = await regionFixture(portal, session);
      return { form: { resource_id: String(set.id), guid: randomUUID(), question_id: set.items[0]!.question_id, result: wrongResult(set.items[0]!) } };
    },
    check: (data) => expect(data).toMatchObject({ guid: expect.any(String) }),
    bad: () => ({ 'no guid': { form: { resource_id: '1' } }, 'resource not a number': { form: { resource_id: 'set', guid: randomUUID() } } }),
  },
  'GET /v3/college-exam/review/index': {
    input: async (ctx) => ({ query: { eiken_id: String((await wrongRegionAnswer(ctx)).eikenId) } }),
    check: (data) => {
      expect(data.total).toBeGreaterThan(0);
      expect(data.sections[0]).toMatchObject({ resource_id: expect.any(Number), count: expect.any(Number) });
    },
    bad: async ({ portal }) => ({ 'no eiken_id': { query: {} }, 'an Eiken grade is not reviewed here': { query: { eiken_id: String(await levelId(portal, 'eiken-3')) } } }),
  },
  'GET /v3/college-exam/review/logs': {
    input: async (ctx) => ({ query: { eiken_id: String((await wrongRegionAnswer(ctx)).eikenId), guid: randomUUID() } }),
    check: (data) => {
      expect(data.status).toBe('new');
      expect(data.total).toBeGreaterThan(0);
    },
    bad: () => ({ 'no guid': { query: { eiken_id: '1' } }, 'bad guid': { query: { eiken_id: '1', guid: 'a b' } } }),
    othersRecord: async (ctx) => {
      const other = await otherSession(ctx);
      const { set, item, eikenId } = await wrongRegionAnswer({ ...ctx, session: other });
      const guid = randomUUID();
      const posted = await ctx.portal.postForm('/v3/college-exam/review/log/submit', { eiken_id: eikenId, resource_id: set.id, guid, question_id: item.question_id, result: wrongResult(item) }, { as: other });
      if (posted.status !== 200) throw new Error(`review answer failed: ${posted.body.errmsg}`);
      return { query: { eiken_id: String(eikenId), guid } };
    },
  },
  'POST /v3/college-exam/review/log/submit': {
    input: async (ctx) => {
      const { set, item, eikenId } = await wrongRegionAnswer(ctx);
      return { form: { eiken_id: String(eikenId), resource_id: String(set.id), guid: randomUUID(), question_id: item.question_id, result: wrongResult(item) } };
    },
    check: (data) => {
      expect(data.answered).toBe(1);
      expect(data.answer).toMatchObject({ percent_score: 0, replayed: 0 });
    },
    bad: () => ({ 'no eiken_id': { form: { resource_id: '1', guid: randomUUID() } } }),
  },
  'GET /v3/tokyo-higher/practice-resource/list': {
    input: async ({ portal }) => ({ query: { dir_id: String((await directories(portal, 'tokyo-speaking', 'task-a'))[0]!.id) } }),
    check: (data) => {
      expect(data.directory.kind).toBe('task-a');
      expect(data.list.length).toBeGreaterThan(0);
    },
    bad: () => ({ 'no dir_id': { query: {} }, 'dir_id not a number': { query: { dir_id: 'a' } } }),
  },
  'GET /v3/biz-toeic/get-class-list': {
    check: (data) => {
      expect(data.list).toHaveLength(2);
      expect(data.list[0]).toMatchObject({ kind: 'business', unit_count: 3 });
    },
  },
  'GET /v3/biz-toeic/get-unit-list': {
    input: async ({ portal }) => ({ query: { class_id: String((await directories(portal, 'toeic-600', 'business'))[0]!.id) } }),
    check: (data) => {
      expect(data.class.kind).toBe('business');
      expect(data.list).toHaveLength(3);
    },
    bad: () => ({ 'no class_id': { query: {} }, 'class_id not a number': { query: { class_id: 'x' } } }),
  },
};
