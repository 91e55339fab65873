import { describe, expect, it, vi } from 'vitest';
import { LAST_SEEN_KEY, loadRegistry, parseRegistry, rememberRegistry } from './registry-client';

const good = { generated_at: '2026-01-01T00:00:00Z', remotes: [{ name: 'remote-words', version: '1.2.0', entry: '/remotes/remote-words/1.2.0/mf-manifest.json', prefixes: ['/dictionary'], title: { ja: '単語・辞書', en: 'Words' }, override: false }] };
const respond = (status: number, body: string) => vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

describe('loadRegistry', () => {
  it('reads the registry without cache and remembers it', async () => {
    const store = new MemoryStorage();
    const fetchImpl = respond(200, JSON.stringify(good));
    const loaded = await loadRegistry(fetchImpl, store);
    expect(loaded).toEqual({ registry: good, source: 'network' });
    expect(vi.mocked(fetchImpl).mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(JSON.parse(store.getItem(LAST_SEEN_KEY)!)).toEqual(good);
  });

  it.each([
    ['a server error', respond(503, 'down')],
    ['bad JSON', respond(200, '{not json')],
    ['the wrong shape', respond(200, JSON.stringify({ remotes: 'x' }))],
    ['a network failure', vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch],
  ])('falls back to the last registry seen on %s', async (_what, fetchImpl) => {
    const store = new MemoryStorage();
    store.setItem(LAST_SEEN_KEY, JSON.stringify(good));
    expect(await loadRegistry(fetchImpl, store)).toEqual({ registry: good, source: 'last-seen' });
  });

  it('starts with no remotes when nothing was ever seen', async () => {
    expect(await loadRegistry(respond(500, ''), new MemoryStorage())).toEqual({ registry: { generated_at: '', remotes: [] }, source: 'none' });
  });

  it('keeps the registry again after local storage was cleared (first-visit version check)', async () => {
    const store = new MemoryStorage();
    const loaded = await loadRegistry(respond(200, JSON.stringify(good)), store);
    store.clear();
    rememberRegistry(loaded.registry, store);
    expect(await loadRegistry(respond(503, 'down'), store)).toEqual({ registry: good, source: 'last-seen' });
  });

  it('forgets a corrupt last-seen copy', async () => {
    const store = new MemoryStorage();
    store.setItem(LAST_SEEN_KEY, '{broken');
    expect((await loadRegistry(respond(500, ''), store)).source).toBe('none');
    expect(store.getItem(LAST_SEEN_KEY)).toBeNull();
  });
});

describe('parseRegistry', () => {
  it('drops malformed entries and keeps the good ones', () => {
    const parsed = parseRegistry({ remotes: [good.remotes[0], { name: 'evil', entry: 'javascript:alert(1)' }, { ...good.remotes[0], name: 'remote-x', entry: 'https://elsewhere.example/x.json' }] });
    expect(parsed.remotes.map((r) => r.name)).toEqual(['remote-words']);
  });

  it('keeps a remote whose display name is missing or malformed, without the name', () => {
    const { title: _title, ...older } = good.remotes[0]!;
    const parsed = parseRegistry({ remotes: [older, { ...good.remotes[0], name: 'remote-y', title: { ja: 3 } }] });
    expect(parsed.remotes.map((r) => [r.name, r.title])).toEqual([
      ['remote-words', null],
      ['remote-y', null],
    ]);
  });
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
