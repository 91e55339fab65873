import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, dataDigest, type TestPortal } from '../../test/harness';
import { users } from '../db/tables/accounts';
import { seedDemoSchool } from '../features/accounts/seed';
import { seedSteps } from './seed-steps';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
});

afterAll(async () => {
  await portal?.close();
});

async function seedCoreAgain() {
  const school = await seedDemoSchool(portal.db);
  for (const step of seedSteps.filter((s) => ['app-config', 'news', 'points'].includes(s.name))) {
    await step.run({ db: portal.db, config: portal.config, school, log: () => undefined });
  }
  return school;
}

describe('the demo seed', () => {
  it('creates the accounts DESIGN.md names, each kind with its flags and card', async () => {
    const rows = await portal.db.select().from(users);
    const byLogin = new Map(rows.map((row) => [row.loginId, row]));
    for (const login of ['teacher01', 'biz01', 'biz02', 'biz03', 'biz04', 'biz05', 'col01', 'col02', 'col03', 'inactive01', 'expired01', 'ops01']) {
      expect(byLogin.has(login), login).toBe(true);
    }
    expect(byLogin.get('col02')).toMatchObject({ role: 'student', isCollegeStudent: true, isBusinessStudent: false });
    expect(byLogin.get('biz02')).toMatchObject({ role: 'student', isCollegeStudent: false, isBusinessStudent: true, studentFlag: 'BIZ' });
    expect(byLogin.get('teacher01')?.role).toBe('teacher');
    expect(byLogin.get('ops01')?.role).toBe('ops');
    const cards = async (login: string) => (await portal.get('/v3/edu-card/current', { as: await portal.session(login) })).body.data.cur_card;
    expect(await cards('inactive01')).toMatchObject({ active_status: 0, is_expired: 0 });
    expect(await cards('expired01')).toMatchObject({ is_expired: 1 });
    expect(await cards('biz01')).toMatchObject({ active_status: 1, is_expired: 0 });
  });

  it('can run again: nothing doubles and nothing a student changed is undone', async () => {
    const session = await portal.session('biz01');
    await portal.postForm('/v3/student/change-name', { nickname: 'たろう2' }, { as: session });
    await portal.postForm('/v3/news/mark-all-read', {}, { as: session });
    const before = await dataDigest(portal);
    const school = await seedCoreAgain();
    expect(await dataDigest(portal)).toEqual(before);
    expect(school.userIds.biz01).toBe(session.studentId);
    const [row] = await portal.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, session.studentId));
    expect(row?.nickname).toBe('たろう2');
  });
});
