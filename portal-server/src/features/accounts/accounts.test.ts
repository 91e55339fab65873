// @postgres: a burst of 40 simultaneous logins must be counted before it is checked (scripts/test.sh runs this file on PostgreSQL too).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromWindowEdge, createTestPortal, type TestPortal } from '../../../test/harness';
import { authTokens, classes, classMembers, eduCards, loginAttempts, schools, users } from '../../db/tables/accounts';
import { MESSAGES } from '../../http/auth';
import { hashPassword } from './passwords';
import { DEMO_PASSWORD } from './seed';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
});

afterAll(async () => {
  await portal?.close();
});

const login = (account: string, password = DEMO_PASSWORD, remoteAddress = '127.0.0.1') =>
  portal.postForm('/v3/student/login', { account, password }, { remoteAddress });

// The failure counters live in fixed 15-minute windows: a test that counts failures and then
// checks the limit starts away from a window's end, so both halves fall in one window.
describe('login', () => {
  it('accepts the ID or the e-mail address (any case) and says which kind of student it is', async () => {
    const byId = await login('col01');
    expect(byId.body.data).toMatchObject({ role: 'student', is_college_student: 1, is_business_student: 0 });
    const byEmail = await login('COL01@Demo.Sakura-Eigo.jp');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.student_id).toBe(byId.body.data.student_id);
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const wrong = await login('col02', 'nope12345', '10.1.0.1');
    const unknown = await login('nobody99', DEMO_PASSWORD, '10.1.0.1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.errmsg).toBe(unknown.body.errmsg);
  });

  it('slows down the address that fails at an account, not the account: its owner on another address still signs in', async () => {
    await awayFromWindowEdge();
    for (let i = 0; i < 10; i++) expect((await login('biz05', `wrong${i}`, '10.2.0.1')).status).toBe(401);
    const locked = await login('biz05', DEMO_PASSWORD, '10.2.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body.errmsg).toContain('15分');
    // The owner, elsewhere, is not kept out; the guessing address may still sign in to other accounts.
    expect((await login('biz05', DEMO_PASSWORD, '10.2.9.9')).status).toBe(200);
    expect((await login('biz04', DEMO_PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('counts simultaneous guesses before checking them, so a burst gets no more than the allowance', async () => {
    await awayFromWindowEdge();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login('biz04', `burst${i}`, '10.6.0.1')));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect((await login('biz04', DEMO_PASSWORD, '10.6.9.9')).status).toBe(200);
  });

  it('gives a successful login its try back: signing in does not use up the address allowance', async () => {
    for (let i = 0; i < 3; i++) expect((await login('biz03', DEMO_PASSWORD, '10.7.0.1')).status).toBe(200);
    const rows = await portal.db.select().from(loginAttempts);
    expect(rows.filter((row) => row.key === 'ip:10.7.0.1').every((row) => row.failures === 0)).toBe(true);
  });

  it('counts the ID and the e-mail address of one account together', async () => {
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) expect((await login('col03', `wrong${i}`, '10.2.2.1')).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login('COL03@demo.sakura-eigo.jp', `wrong${i}`, '10.2.2.1')).status).toBe(401);
    expect((await login('col03', DEMO_PASSWORD, '10.2.2.1')).status).toBe(429);
    expect((await login('col03@demo.sakura-eigo.jp', DEMO_PASSWORD, '10.2.2.2')).status).toBe(200);
  });

  it('failures spread over many addresses lock nobody out', async () => {
    for (let i = 0; i < 30; i++) expect((await login('biz02', `wrong${i}`, `10.4.0.${i}`)).status).toBe(401);
    expect((await login('biz02', DEMO_PASSWORD, '10.4.0.0')).status).toBe(200);
  });

  it('keeps its counters in the database, so every portal process sees them', async () => {
    for (let i = 0; i < 3; i++) await login('biz01', `wrong${i}`, '10.5.0.1');
    const rows = await portal.db.select().from(loginAttempts);
    const keys = rows.map((row) => row.key);
    expect(keys).toContain('ip:10.5.0.1');
    expect(rows.find((row) => row.key.startsWith('account-ip:') && row.key.endsWith('|10.5.0.1'))?.failures).toBe(3);
  });

  it("lets a whole school behind one address sign in at once, and holds a burst of wrong passwords to the address's allowance", async () => {
    // More students than the address allowance (100), all waiting for their password hash at once.
    // Their hashes are cheap (N=1024): 210 full-cost hashes took over two minutes beside the e2e run.
    const passwordHash = await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1 });
    const accounts = Array.from({ length: 110 }, (_, i) => `school-burst-${i}`);
    await portal.db.insert(users).values(accounts.map((loginId) => ({ loginId, passwordHash, role: 'student' as const, username: loginId, nickname: loginId })));
    await awayFromWindowEdge();
    const signedIn = await Promise.all(accounts.map((account) => login(account, DEMO_PASSWORD, '10.8.0.1')));
    expect(signedIn.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    // The same accounts guessed at once from another address: 100 failures, then refusals.
    const guessed = await Promise.all(accounts.map((account) => login(account, 'wrong', '10.8.0.2')));
    const statuses = guessed.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('locks an address after 100 failures across accounts, but not other addresses', async () => {
    await awayFromWindowEdge();
    for (let i = 0; i < 100; i++) expect((await login(`ghost${i}`, 'x', '10.3.0.1')).status).toBe(401);
    expect((await login('biz03', DEMO_PASSWORD, '10.3.0.1')).status).toBe(429);
    expect((await login('biz03', DEMO_PASSWORD, '10.3.0.2')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('a login on another device ends the first with the spec message', async () => {
    const first = await login('col02');
    const second = await login('col02');
    const q = (token: string, id: number) => ({ token, studentId: id });
    const old = await portal.get('/v3/student/info', q(first.body.data.token, first.body.data.student_id));
    expect(old.status).toBe(401);
    expect(old.body.errmsg).toBe(MESSAGES.replaced);
    expect(old.body.errmsg).toBe('他の端末でログインされたため、ログアウトしました。');
    const check = await portal.get('/v3/student/check-token', { query: { token: first.body.data.token } });
    expect(check.status).toBe(401);
    expect(check.body.errmsg).toBe(MESSAGES.replaced);
    expect((await portal.get('/v3/student/info', q(second.body.data.token, second.body.data.student_id))).status).toBe(200);
  });

  it('stores tokens only as hashes', async () => {
    const session = await portal.freshSession('col01');
    const rows = await portal.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    expect(rows.some((row) => row.hash === session.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('an expired token is refused with a message to log in again', async () => {
    const session = await portal.freshSession('col01');
    await portal.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, session.studentId));
    const response = await portal.get('/v3/student/info', { as: session });
    expect(response.status).toBe(401);
    expect(response.body.errmsg).toBe(MESSAGES.invalidToken);
  });

  it('teachers and operations staff cannot call student routes', async () => {
    const teacher = await portal.freshSession('teacher01');
    const response = await portal.get('/v3/student/info', { as: teacher });
    expect(response.status).toBe(403);
  });
});

describe('change password', () => {
  it('keeps this session; afterwards only the new password logs in', async () => {
    const session = await portal.freshSession('biz02');
    const changed = await portal.postForm('/v3/student/change-password', { old_password: DEMO_PASSWORD, new_password: 'newPass77', confirm_password: 'newPass77' }, { as: session });
    expect(changed.status).toBe(200);
    expect((await portal.get('/v3/student/info', { as: session })).status).toBe(200);
    expect((await login('biz02', DEMO_PASSWORD, '10.4.0.1')).status).toBe(401);
    expect((await login('biz02', 'newPass77', '10.4.0.1')).status).toBe(200);
    // That login, like any, ended the earlier session.
    expect((await portal.get('/v3/student/info', { as: session })).body.errmsg).toBe(MESSAGES.replaced);
  });

  it('a wrong current password changes nothing', async () => {
    const session = await portal.freshSession('col01');
    const response = await portal.postForm('/v3/student/change-password', { old_password: 'wrong123', new_password: 'abc12345', confirm_password: 'abc12345' }, { as: session });
    expect(response.status).toBe(400);
    expect(response.body.errmsg).toBe('現在のパスワードが正しくありません。');
    expect((await login('col01', DEMO_PASSWORD, '10.4.0.2')).status).toBe(200);
  });
});

describe('join class', () => {
  it('joins once; joining again changes nothing', async () => {
    const session = await portal.freshSession('col03');
    const first = await portal.postForm('/v3/student/join-class', { class_code: 'ｂｉｚｍｏｎ' }, { as: session });
    expect(first.body.data).toMatchObject({ already_joined: 0 });
    const again = await portal.postForm('/v3/student/join-class', { class_code: 'BIZMON' }, { as: session });
    expect(again.body.data).toMatchObject({ already_joined: 1 });
    const rows = await portal.db.select().from(classMembers).where(eq(classMembers.userId, session.studentId));
    expect(rows).toHaveLength(2);
  });

  it("treats an unknown code and another school's class alike (404)", async () => {
    const [otherSchool] = await portal.db.insert(schools).values({ name: '別の学校', appName: '別アプリ' }).returning();
    await portal.db.insert(classes).values({ schoolId: otherSchool!.id, name: '他校クラス', joinCode: 'OTHER1' });
    const session = await portal.session('biz03');
    const unknown = await portal.postForm('/v3/student/join-class', { class_code: 'NOPE99' }, { as: session });
    const foreign = await portal.postForm('/v3/student/join-class', { class_code: 'OTHER1' }, { as: session });
    expect(unknown.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errmsg).toBe(unknown.body.errmsg);
  });
});

describe('card activation', () => {
  it("activates a spare card for the student; another student's card is not found", async () => {
    const session = await portal.session('expired01');
    // The dashboard keeps the student's cards in memory: the activation must replace them there too.
    const before = await portal.get('/v3/student/dashboard', { as: session });
    expect(before.body.data.cur_card).toMatchObject({ is_expired: 1 });
    const taken = await portal.postForm('/v3/edu-card/activate', { card_id: 'EC-BIZ01' }, { as: session });
    expect(taken.status).toBe(404);
    const spare = await portal.postForm('/v3/edu-card/activate', { card_id: 'ec-spare-0001' }, { as: session });
    expect(spare.body.data).toMatchObject({ cur_card: { card_id: 'EC-SPARE-0001', active_status: 1, is_expired: 0 }, already_active: 0 });
    // The new card is now the current one, so the expiry dialog no longer shows.
    const dashboard = await portal.get('/v3/edu-card/current', { as: session });
    expect(dashboard.body.data.cur_card.card_id).toBe('EC-SPARE-0001');
    const after = await portal.get('/v3/student/dashboard', { as: session });
    expect(after.body.data.cur_card).toMatchObject({ card_id: 'EC-SPARE-0001', is_expired: 0 });
    const again = await portal.postForm('/v3/edu-card/activate', { card_id: 'EC-SPARE-0001' }, { as: session });
    expect(again.body.data.already_active).toBe(1);
  });

  it('refuses an expired card', async () => {
    await portal.db.insert(eduCards).values({ cardId: 'EC-OLD-0001', activeStatus: 0, expiresAt: new Date(Date.now() - 86_400_000) });
    const session = await portal.session('biz04');
    const response = await portal.postForm('/v3/edu-card/activate', { card_id: 'EC-OLD-0001' }, { as: session });
    expect(response.status).toBe(400);
    expect(response.body.errmsg).toContain('有効期限');
  });

  it('stops guessing after 10 wrong numbers', async () => {
    const session = await portal.session('col03');
    for (let i = 0; i < 10; i++) expect((await portal.postForm('/v3/edu-card/activate', { card_id: `EC-GUESS-${i}` }, { as: session })).status).toBe(404);
    expect((await portal.postForm('/v3/edu-card/activate', { card_id: 'EC-SPARE-0002' }, { as: session })).status).toBe(429);
  });
});
