import { cipherAvailable, decryptText, deleteStorageKey, encryptText, loadStorageKey } from './cipher';

/** Entries expire one year after they were written (spec part 1, section 9). */
export const STORAGE_EXPIRY_MS = 31_536_000_000;
/** The app version marker; a different stored marker clears local storage (spec part 1, section 4). */
export const STORAGE_VERSION = '1.4.0';
/** localStorage key of the version marker (kept in plain text: it is read before anything else). */
export const VERSION_MARKER_KEY = 'app_version';

/** One stored entry as it sits in localStorage (spec part 1, section 3: type, time, data, encryption, expires). */
export type StoredEntry = {
  /** typeof the stored value: string, number, boolean or object. */
  type: string;
  /** When it was written (ms since epoch). */
  time: number;
  /** The value as JSON text, or base64 AES-GCM ciphertext of that text when `encryption` is true. */
  data: string;
  encryption: boolean;
  /** When it stops being valid (ms since epoch). */
  expires: number;
};

export type SetOptions = {
  /** Encrypt the value (default true). */
  encrypt?: boolean;
  /** Lifetime in ms (default one year). */
  expiresInMs?: number;
};

type CachedValue = { value: unknown; expires: number };

function parseEntry(raw: string | null): StoredEntry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<StoredEntry> | null;
    if (
      !entry ||
      typeof entry !== 'object' ||
      typeof entry.type !== 'string' ||
      typeof entry.time !== 'number' ||
      typeof entry.data !== 'string' ||
      typeof entry.encryption !== 'boolean' ||
      typeof entry.expires !== 'number'
    ) {
      return null;
    }
    return entry as StoredEntry;
  } catch {
    return null;
  }
}

function storageAvailable(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage !== null;
  } catch {
    return false;
  }
}

/**
 * The one wrapper around localStorage for the host and every remote.
 *
 * Reads are synchronous: `init()` (awaited by the host before first render) decrypts every entry
 * into memory, and `set` updates memory at once while the encrypted write finishes in the
 * background (`flush()` waits for it). Expired, corrupt or undecryptable entries read as null and
 * are removed. Other tabs' writes arrive through the `storage` event.
 */
export class LocalStore {
  private readonly cache = new Map<string, CachedValue>();
  /** Bumped on every write or removal of a key, so a slow encryption cannot overwrite a newer value. */
  private readonly generations = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();
  private readonly listeners = new Set<(name: string | null) => void>();
  private key: CryptoKey | null = null;
  private initialised: Promise<void> | null = null;
  private unlisten: (() => void) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Checks the version marker (clearing storage when it differs), loads the key and decrypts the
   * stored entries. Safe to call more than once.
   */
  init(): Promise<void> {
    this.initialised ??= this.load();
    return this.initialised;
  }

  private async load(): Promise<void> {
    if (!storageAvailable()) return;
    if (localStorage.getItem(VERSION_MARKER_KEY) !== STORAGE_VERSION) {
      localStorage.clear();
      await deleteStorageKey();
      localStorage.setItem(VERSION_MARKER_KEY, STORAGE_VERSION);
    }
    if (cipherAvailable()) this.key = await loadStorageKey();
    for (const name of Object.keys(localStorage)) {
      if (name !== VERSION_MARKER_KEY) await this.readIntoCache(name);
    }
    this.listenToOtherTabs();
  }

  private async readIntoCache(name: string): Promise<void> {
    const generation = this.generations.get(name) ?? 0;
    const entry = parseEntry(localStorage.getItem(name));
    if (!entry) return; // not ours (or corrupt): leave other code's keys alone
    let value: unknown;
    try {
      value = await this.decode(entry);
    } catch {
      value = undefined;
    }
    // A write or removal that happened while we were decrypting wins.
    if ((this.generations.get(name) ?? 0) !== generation) return;
    if (value === undefined || entry.expires <= this.now()) {
      this.cache.delete(name);
      localStorage.removeItem(name);
      return;
    }
    this.cache.set(name, { value, expires: entry.expires });
  }

  private async decode(entry: StoredEntry): Promise<unknown> {
    if (!entry.encryption) return JSON.parse(entry.data) as unknown;
    if (!this.key) throw new Error('no key for an encrypted entry');
    return JSON.parse(await decryptText(this.key, entry.data)) as unknown;
  }

  private listenToOtherTabs(): void {
    if (typeof window === 'undefined' || this.unlisten) return;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key === null) {
        this.cache.clear();
        this.notify(null);
        return;
      }
      if (event.key === VERSION_MARKER_KEY) return;
      const name = event.key;
      this.bump(name);
      this.cache.delete(name);
      void this.readIntoCache(name).then(() => this.notify(name));
    };
    window.addEventListener('storage', onStorage);
    this.unlisten = () => window.removeEventListener('storage', onStorage);
  }

  private bump(name: string): number {
    const next = (this.generations.get(name) ?? 0) + 1;
    this.generations.set(name, next);
    return next;
  }

  private notify(name: string | null): void {
    for (const listener of this.listeners) listener(name);
  }

  /** The stored value, or null when absent, expired or unreadable. */
  get<T>(name: string): T | null {
    const cached = this.cache.get(name);
    if (cached) {
      if (cached.expires > this.now()) return cached.value as T;
      this.remove(name);
      return null;
    }
    // Plain entries written by code that has not called init() yet are still readable.
    if (!storageAvailable()) return null;
    const entry = parseEntry(localStorage.getItem(name));
    if (!entry || entry.encryption) return null;
    if (entry.expires <= this.now()) {
      this.remove(name);
      return null;
    }
    try {
      return JSON.parse(entry.data) as T;
    } catch {
      this.remove(name);
      return null;
    }
  }

  /**
   * Stores a value (encrypted unless `encrypt: false`). Readable at once through `get`; the
   * returned promise settles when localStorage holds it.
   */
  set(name: string, value: unknown, options: SetOptions = {}): Promise<void> {
    if (value === undefined) return this.remove(name);
    const time = this.now();
    const expires = time + (options.expiresInMs ?? STORAGE_EXPIRY_MS);
    const generation = this.bump(name);
    this.cache.set(name, { value, expires });
    const type = typeof value;
    const json = JSON.stringify(value);
    const write = (async () => {
      // A write before init() (a module that stores at load time) waits for the key, so it is
      // encrypted like every other entry.
      await this.init();
      const key = (options.encrypt ?? true) ? this.key : null;
      const encrypt = key !== null;
      const data = key ? await encryptText(key, json) : json;
      if (this.generations.get(name) !== generation || !storageAvailable()) return;
      const entry: StoredEntry = { type, time, data, encryption: encrypt, expires };
      localStorage.setItem(name, JSON.stringify(entry));
    })();
    return this.track(write);
  }

  /** Removes one entry. */
  remove(name: string): Promise<void> {
    this.bump(name);
    this.cache.delete(name);
    if (storageAvailable()) localStorage.removeItem(name);
    return Promise.resolve();
  }

  /** Removes every entry this wrapper wrote (keeps the version marker). */
  clear(): Promise<void> {
    if (!storageAvailable()) return Promise.resolve();
    for (const name of Object.keys(localStorage)) {
      if (name !== VERSION_MARKER_KEY && parseEntry(localStorage.getItem(name))) void this.remove(name);
    }
    for (const name of [...this.cache.keys()]) void this.remove(name);
    return Promise.resolve();
  }

  /** Resolves when every write started so far has reached localStorage. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Called with the key another tab changed (null: cleared). Returns an unsubscribe function. */
  onExternalChange(listener: (name: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private track(write: Promise<void>): Promise<void> {
    const tracked = write.catch((error: unknown) => console.warn('local storage write failed', error));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
    return tracked;
  }

  /** Forgets the in-memory state (tests, and version resets). */
  reset(): void {
    this.unlisten?.();
    this.unlisten = null;
    this.cache.clear();
    this.generations.clear();
    this.key = null;
    this.initialised = null;
  }
}

/** The shared instance every package uses. */
export const storage = new LocalStore();
