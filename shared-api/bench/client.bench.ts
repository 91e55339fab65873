/**
 * What shared-api costs the page. Run: pnpm --filter shared-api bench
 *
 * Targets (p75, on the 2-core development machine, jsdom): storage.init() decrypting a full
 * session (20 encrypted entries) < 20 ms, because the host awaits it before first render; a
 * synchronous storage.get < 0.01 ms; the client's own work per call (params, token, wrapper,
 * policy) < 0.5 ms, so it never shows next to the network.
 */
import 'fake-indexeddb/auto';
import type { AxiosAdapter } from 'axios';
import { bench, describe } from 'vitest';
import { apiGet, configureHttp } from '../src/lib/http-client';
import { restoreSession, signIn } from '../src/lib/session/session-store';
import { LocalStore, storage } from '../src/lib/storage/local-store';

const SESSION_SIZED = Array.from({ length: 20 }, (_, i) => [`key${i}`, { nickname: `生徒${i}`, scores: [80, 60, 40], words: ['light', 'right', 'three'] }] as const);

async function fillStorage(): Promise<void> {
  localStorage.clear();
  const writer = new LocalStore();
  await writer.init();
  for (const [name, value] of SESSION_SIZED) void writer.set(name, value);
  await writer.flush();
  writer.reset();
}

await fillStorage();
await storage.init();
restoreSession();
signIn('bench-token', 1);
await storage.flush();

/** Answers at once, so only the client's own work is measured. */
const instant: AxiosAdapter = async (config) => ({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 0, errcode: 0, errmsg: '', data: { ok: 1 } } });
configureHttp({ adapter: instant });

describe('storage', () => {
  bench('init: version marker, key, decrypt 20 entries', async () => {
    const store = new LocalStore();
    await store.init();
    store.reset();
  });
  bench('get (synchronous, from memory)', () => {
    storage.get('key7');
  });
  bench('set + encrypted write of one entry', async () => {
    await storage.set('bench', { nickname: 'たろう', id: 1 });
  });
});

describe('client', () => {
  bench('apiGet through the whole policy (instant transport)', async () => {
    await apiGet('/student/dashboard', { page: 1 });
  });
});
