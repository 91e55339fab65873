import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { missions } from '../../src/db/tables/points';
import { tokyoMonth } from '../../src/lib/tokyo-time';
import type { TestPortal } from '../harness';
import type { RouteCases } from './types';

export async function missionId(portal: TestPortal, key: string): Promise<number> {
  const [row] = await portal.db.select({ id: missions.id }).from(missions).where(eq(missions.missionKey, key));
  if (!row) throw new Error(`no mission ${key}`);
  return row.id;
}

export const cases: RouteCases = {
  'GET /v3/integral/student-index': {
    check: (data) => {
      // biz01's seeded history: 5 + 10 + 10 + 20 + 10 points.
      expect(data.total_points).toBe(55);
      expect(data.level_name).toBe('ブロンズ');
    },
  },
  'GET /v3/integral/mission-list': {
    input: () => ({ query: { type_id: '3' } }),
    check: (data) => {
      const join = data.list.find((m: { title: string }) => m.title === 'クラスに参加する');
      expect(join).toMatchObject({ status: 1, progress: 1, target: 1, points: 20 });
    },
    bad: () => ({ 'unknown type': { query: { type_id: '7' } }, 'type not a number': { query: { type_id: 'daily' } } }),
  },
  'POST /v3/integral/mission-get-points': {
    as: 'biz03',
    input: async ({ portal }) => ({ form: { mission_id: String(await missionId(portal, 'once-class')) } }),
    check: (data) => expect(data).toMatchObject({ points_awarded: 20, already_claimed: 0, total_points: 20 }),
    bad: () => ({ 'id not a number': { form: { mission_id: 'first' } }, 'no id': { form: {} }, 'negative id': { form: { mission_id: '-3' } } }),
  },
  'GET /v3/integral/date-for-select': {
    input: () => ({ query: { year_num: '2' } }),
    check: (data) => {
      expect(data.list).toHaveLength(24);
      expect(data.list[0].date).toBe(tokyoMonth(new Date()));
    },
    bad: () => ({ 'too many years': { query: { year_num: '9' } } }),
  },
  'GET /v3/integral/mission-logs': {
    input: () => ({ query: { limit: '2', page: '1' } }),
    check: (data) => {
      expect(data.total).toBe(5);
      expect(data.list).toHaveLength(2);
      expect(data.period_points).toBe(55);
    },
    bad: () => ({ 'month 13': { query: { date: '2025-13' } }, 'day 31 of February': { query: { date: '2025-02-31' } }, 'limit zero': { query: { limit: '0' } } }),
  },
  'GET /v3/integral/total-unclaimed-mission': {
    as: 'biz02',
    // The same count as the reached-but-unclaimed missions of the three lists (practice seeded
    // by the study records may have reached more than the class mission).
    check: async (data, { portal, session }) => {
      let reached = 0;
      for (const type of [1, 2, 3]) {
        const list = await portal.get('/v3/integral/mission-list', { as: session, query: { type_id: type } });
        reached += list.body.data.list.filter((mission: { status: number }) => mission.status === 1).length;
      }
      expect(data.total).toBe(reached);
      expect(data.total).toBeGreaterThanOrEqual(1);
    },
  },
  'GET /v3/integral/mission-reach-message': {
    as: 'biz02',
    check: async (data, { portal, session }) => {
      const bodies = data.items.map((item: { message_body: string }) => item.message_body);
      expect(bodies.some((body: string) => body.includes('クラスに参加する'))).toBe(true);
      // Each reached mission is announced once.
      const again = await portal.get('/v3/integral/mission-reach-message', { as: session });
      expect(again.body.data.items).toEqual([]);
    },
  },
};
