// AES-GCM (256-bit) through WebCrypto for local-storage entries.
//
// The key is generated once per browser profile as a non-extractable CryptoKey and kept in
// IndexedDB: scripts can use it through WebCrypto but nobody can read its bytes, so a copy of
// localStorage (a synced profile, a shared computer's disk, a browser extension that dumps
// storage) cannot be decrypted elsewhere. Where IndexedDB is unavailable the key lives only in
// memory for this page: entries written then cannot be read after a reload, which costs the
// student a new login but never exposes data.

const DB_NAME = 'eigo-portal-keys';
const STORE_NAME = 'keys';
const KEY_ID = 'local-storage-v1';
const IV_BYTES = 12;

/** True when this page can encrypt at all (WebCrypto needs a secure context: https or localhost). */
export function cipherAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === 'function';
}

function openKeyDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The browser's storage key: read from IndexedDB, created there on first use. */
export async function loadStorageKey(): Promise<CryptoKey> {
  if (typeof indexedDB === 'undefined') return generateKey();
  try {
    const db = await openKeyDatabase();
    try {
      const existing = await idbRequest(db.transaction(STORE_NAME).objectStore(STORE_NAME).get(KEY_ID));
      if (existing instanceof CryptoKey) return existing;
      const key = await generateKey();
      await idbRequest(db.transaction(STORE_NAME, 'readwrite').objectStore(STORE_NAME).put(key, KEY_ID));
      return key;
    } finally {
      db.close();
    }
  } catch (error) {
    console.warn('storage key could not be kept in IndexedDB; encrypted entries last for this page only', error);
    return generateKey();
  }
}

/** Forgets the storage key (with the version marker reset): old ciphertexts become unreadable. */
export async function deleteStorageKey(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const db = await openKeyDatabase();
    try {
      await idbRequest(db.transaction(STORE_NAME, 'readwrite').objectStore(STORE_NAME).delete(KEY_ID));
    } finally {
      db.close();
    }
  } catch (error) {
    console.warn('storage key could not be deleted', error);
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encrypts text to base64(iv ‖ ciphertext ‖ tag) with a fresh random 96-bit IV. */
export async function encryptText(key: CryptoKey, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/** Decrypts what encryptText produced; rejects when the text was altered or the key differs. */
export async function decryptText(key: CryptoKey, payload: string): Promise<string> {
  const bytes = fromBase64(payload);
  if (bytes.length <= IV_BYTES) throw new Error('ciphertext too short');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
  return new TextDecoder().decode(plain);
}
