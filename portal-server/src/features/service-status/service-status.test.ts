import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../../test/harness';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
});

afterAll(async () => {
  await portal?.close();
});

const check = async () => (await portal.get('/v3/app/service-check', { query: { name: 'eigo-portal', build: 14 } })).body.data;

describe('service status', () => {
  it('is normal until operations say otherwise, then shows their mode and message to everyone', async () => {
    expect(await check()).toMatchObject({ opt_status: 2, opt_mode: 'normal' });
    const ops = await portal.session('ops01');
    const set = await portal.postJson('/ops/service-status', { mode: 'disabled', opt_content: 'ただいまシステム障害が発生しています。復旧までお待ちください。' }, { as: ops, studentId: null });
    expect(set.status).toBe(200);
    expect(await check()).toMatchObject({ opt_status: 0, opt_mode: 'disabled', opt_content: 'ただいまシステム障害が発生しています。復旧までお待ちください。' });
    await portal.postJson('/ops/service-status', { mode: 'normal' }, { as: ops, studentId: null });
    expect(await check()).toMatchObject({ opt_status: 2, opt_content: '' });
    const history = await portal.get('/ops/service-status', { as: ops, studentId: null });
    expect(history.body.data.history.map((entry: { opt_mode: string }) => entry.opt_mode)).toEqual(['normal', 'disabled']);
  });

  it('only operations staff may change it', async () => {
    const student = await portal.session('biz01');
    const response = await portal.postJson('/ops/service-status', { mode: 'disabled', opt_content: 'x' }, { as: student, studentId: null });
    expect(response.status).toBe(403);
    expect(await check()).toMatchObject({ opt_status: 2 });
  });
});
