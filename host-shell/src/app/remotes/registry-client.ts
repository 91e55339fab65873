// Reads the remote registry before first render. The registry is served no-store; when it
// cannot be read (server down, bad JSON, wrong shape) the shell starts from the last registry
// this browser saw, so the shell and every remote that still loads keep working.

export type RegistryRemote = {
  name: string;
  version: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  prefixes: string[];
  /** Display name from the remote's package.json ("portal.title"); null for builds made before it. */
  title: RemoteTitle | null;
  override: boolean;
};

export type RemoteTitle = { ja: string; en: string };

export type Registry = { generated_at: string; remotes: RegistryRemote[] };
export type RegistrySource = 'network' | 'last-seen' | 'none';
export type LoadedRegistry = { registry: Registry; source: RegistrySource };

export const REGISTRY_URL = '/registry.json';
export const LAST_SEEN_KEY = 'portal.registry.last-seen';
/** The registry is small and local; past this the shell starts from the last one it saw. */
export const REGISTRY_TIMEOUT_MS = 10_000;

const EMPTY: Registry = { generated_at: '', remotes: [] };

export async function loadRegistry(fetchImpl: typeof fetch = fetch, store: Storage | null = safeLocalStorage()): Promise<LoadedRegistry> {
  try {
    const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const registry = parseRegistry(await response.json());
    rememberRegistry(registry, store);
    return { registry, source: 'network' };
  } catch (error) {
    console.warn('registry unreadable, using the last one this browser saw', error);
    const lastSeen = readLastSeen(store);
    return lastSeen ? { registry: lastSeen, source: 'last-seen' } : { registry: EMPTY, source: 'none' };
  }
}

/**
 * Keeps `registry` as the last one this browser saw. Start-up calls it again after the storage
 * wrapper's version check, which clears local storage on a first visit.
 */
export function rememberRegistry(registry: Registry, store: Storage | null = safeLocalStorage()): void {
  try {
    store?.setItem(LAST_SEEN_KEY, JSON.stringify(registry));
  } catch (error) {
    console.warn('the registry could not be kept for a later outage', error);
  }
}

function readLastSeen(store: Storage | null): Registry | null {
  const text = store?.getItem(LAST_SEEN_KEY);
  if (!text) return null;
  try {
    return parseRegistry(JSON.parse(text));
  } catch {
    store?.removeItem(LAST_SEEN_KEY);
    return null;
  }
}

/** Checks the shape strictly enough that a broken entry cannot break the shell; bad entries are dropped. */
export function parseRegistry(value: unknown): Registry {
  if (!isObject(value) || !Array.isArray(value.remotes)) throw new Error('registry has no remotes list');
  const remotes = value.remotes.filter(isRegistryRemote).map((remote) => ({ ...remote, title: readTitle(remote.title), override: remote.override === true }));
  if (remotes.length !== value.remotes.length) console.warn('registry: ignoring malformed remote entries');
  return { generated_at: typeof value.generated_at === 'string' ? value.generated_at : '', remotes };
}

function isRegistryRemote(value: unknown): value is Omit<RegistryRemote, 'title'> & { title?: unknown } {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    /^remote-[a-z0-9-]+$/.test(value.name) &&
    typeof value.version === 'string' &&
    typeof value.entry === 'string' &&
    value.entry.startsWith('/') &&
    Array.isArray(value.prefixes) &&
    value.prefixes.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/')) &&
    (value.override === undefined || typeof value.override === 'boolean')
  );
}

/** A malformed display name is dropped (the package name shows instead); it never drops the remote. */
function readTitle(value: unknown): RemoteTitle | null {
  return isObject(value) && typeof value.ja === 'string' && typeof value.en === 'string' ? { ja: value.ja, en: value.en } : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
