import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStore, STORAGE_EXPIRY_MS, STORAGE_VERSION, VERSION_MARKER_KEY, type StoredEntry } from './local-store';

function rawEntry(name: string): StoredEntry {
  return JSON.parse(localStorage.getItem(name) ?? 'null') as StoredEntry;
}

describe('LocalStore', () => {
  let clock = 1_700_000_000_000;
  const now = () => clock;

  beforeEach(() => {
    localStorage.clear();
    clock = 1_700_000_000_000;
  });

  it('encrypts by default and stores type, time, expiry of one year', async () => {
    const store = new LocalStore(now);
    await store.init();
    await store.set('user', { nickname: '山田太郎', id: 7 });
    const entry = rawEntry('user');
    expect(entry.encryption).toBe(true);
    expect(entry.type).toBe('object');
    expect(entry.time).toBe(clock);
    expect(entry.expires - entry.time).toBe(STORAGE_EXPIRY_MS);
    expect(STORAGE_EXPIRY_MS).toBe(31_536_000_000);
    expect(localStorage.getItem('user')).not.toContain('山田');
    expect(store.get('user')).toEqual({ nickname: '山田太郎', id: 7 });
  });

  it('reads encrypted entries back after a reload with the key kept in IndexedDB', async () => {
    const first = new LocalStore(now);
    await first.init();
    await first.set('token', 'abc123');
    first.reset();
    const second = new LocalStore(now);
    await second.init();
    expect(second.get('token')).toBe('abc123');
  });

  it('stores in plain JSON when asked not to encrypt, and reads it before init', async () => {
    const writer = new LocalStore(now);
    await writer.init();
    await writer.set('excellent_score', 85, { encrypt: false });
    const entry = rawEntry('excellent_score');
    expect(entry.encryption).toBe(false);
    expect(entry.type).toBe('number');
    expect(entry.data).toBe('85');
    expect(new LocalStore(now).get('excellent_score')).toBe(85);
  });

  it('treats expired entries as absent and removes them', async () => {
    const store = new LocalStore(now);
    await store.init();
    await store.set('token', 'abc', { expiresInMs: 1000 });
    clock += 999;
    expect(store.get('token')).toBe('abc');
    clock += 1;
    expect(store.get('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('drops an entry that expired while the page was closed', async () => {
    const first = new LocalStore(now);
    await first.init();
    await first.set('user', { id: 1 });
    clock += STORAGE_EXPIRY_MS;
    const second = new LocalStore(now);
    await second.init();
    expect(second.get('user')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears local storage when the version marker differs', async () => {
    localStorage.setItem(VERSION_MARKER_KEY, '1.3.9');
    localStorage.setItem('token', JSON.stringify({ type: 'string', time: clock, data: '"old"', encryption: false, expires: clock + 1e9 }));
    localStorage.setItem('someone-else', 'x');
    const store = new LocalStore(now);
    await store.init();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBeNull();
    expect(localStorage.getItem(VERSION_MARKER_KEY)).toBe(STORAGE_VERSION);
    expect(store.get('token')).toBeNull();
  });

  it('keeps storage when the version marker is 1.4.0', async () => {
    expect(STORAGE_VERSION).toBe('1.4.0');
    const first = new LocalStore(now);
    await first.init();
    await first.set('student_flag', 'BIZ');
    const second = new LocalStore(now);
    await second.init();
    expect(second.get('student_flag')).toBe('BIZ');
  });

  it('reads corrupt or tampered entries as null and removes them, leaving foreign keys alone', async () => {
    const store = new LocalStore(now);
    await store.init();
    await store.set('token', 'secret');
    const entry = rawEntry('token');
    const flipped = entry.data.slice(0, 20) + (entry.data[20] === 'A' ? 'B' : 'A') + entry.data.slice(21);
    localStorage.setItem('token', JSON.stringify({ ...entry, data: flipped }));
    localStorage.setItem('user', JSON.stringify({ type: 'object', time: clock, data: '{broken', encryption: false, expires: clock + 1e9 }));
    localStorage.setItem('registry-cache', '{"remotes":[]}');
    const reloaded = new LocalStore(now);
    await reloaded.init();
    expect(reloaded.get('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloaded.get('user')).toBeNull();
    expect(localStorage.getItem('registry-cache')).toBe('{"remotes":[]}');
  });

  it('lets the newest write win even when an older encryption finishes later', async () => {
    const store = new LocalStore(now);
    await store.init();
    const first = store.set('token', 'one');
    void store.remove('token');
    const last = store.set('token', 'two');
    await Promise.all([first, last]);
    await store.flush();
    const reloaded = new LocalStore(now);
    await reloaded.init();
    expect(reloaded.get('token')).toBe('two');
  });

  it('clear removes its own entries only', async () => {
    const store = new LocalStore(now);
    await store.init();
    await store.set('token', 'a');
    await store.set('user', { id: 1 });
    localStorage.setItem('foreign', 'keep me');
    await store.clear();
    expect(store.get('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('foreign')).toBe('keep me');
    expect(localStorage.getItem(VERSION_MARKER_KEY)).toBe(STORAGE_VERSION);
  });

  it('picks up another tab’s change through the storage event', async () => {
    const mine = new LocalStore(now);
    await mine.init();
    const other = new LocalStore(now);
    await other.init();
    await other.set('token', 'from-other-tab');
    const changed = new Promise<string | null>((resolve) => mine.onExternalChange(resolve));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage, newValue: localStorage.getItem('token') }));
    expect(await changed).toBe('token');
    expect(mine.get('token')).toBe('from-other-tab');
    mine.reset();
    other.reset();
  });
});

describe('writes before init', () => {
  it('are encrypted once the key is there', async () => {
    localStorage.clear();
    localStorage.setItem(VERSION_MARKER_KEY, STORAGE_VERSION);
    const store = new LocalStore();
    await store.set('token', 'early');
    expect(store.get('token')).toBe('early');
    expect(rawEntry('token').encryption).toBe(true);
    store.reset();
  });
});
