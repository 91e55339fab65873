// Where the built dictionary lives and what it holds. The build (cli/dictionary-build.ts) writes
// it; the seed step loads it into the database. It is built from files installed on the machine
// (Debian's dictionaries) and the portal's word lists, so it is not committed: .cache/ is
// ignored by git.
import fs from 'node:fs';
import path from 'node:path';
import type { DictionaryExample, DictionaryForm, DictionaryPhraseRef, DictionaryRelated, DictionarySense } from '../../db/tables/dictionary';

export const DICTIONARY_CACHE_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '.cache', 'dictionary');
export const BUILT_DATA_FILE = 'dictionary.json';
export const BUILT_META_FILE = 'dictionary.meta.json';

export type BuiltStats = { headwords: number; phrases: number; with_ipa: number; with_examples: number; with_japanese: number; meanings: number };

export type BuiltEntry = {
  id: number;
  key: string;
  word: string;
  ipa: string;
  is_phrase: boolean;
  /** The main part of speech (the first sense's). */
  pos: string;
  mean: string;
  rank: number;
  senses: DictionarySense[];
  examples: DictionaryExample[];
  forms: DictionaryForm[];
  related: DictionaryRelated[];
  phrases: DictionaryPhraseRef[];
  sources: string[];
  /** Every Japanese meaning, for the search in Japanese (dictionary_meanings). */
  meanings: string[];
};

export type BuiltMeta = { format: 1; version: string; built_at: string; build_ms: number; stats: BuiltStats; bytes: number };
export type BuiltData = { meta: BuiltMeta; entries: BuiltEntry[] };

export function readBuiltMeta(dir = DICTIONARY_CACHE_DIR): BuiltMeta | null {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, BUILT_META_FILE), 'utf8')) as BuiltMeta;
    return meta.format === 1 && fs.existsSync(path.join(dir, BUILT_DATA_FILE)) ? meta : null;
  } catch {
    return null;
  }
}

/** The data with the version it was built as (which names the data, whatever the meta says by then). */
export function readBuiltEntries(dir = DICTIONARY_CACHE_DIR): { version: string; entries: BuiltEntry[] } {
  return JSON.parse(fs.readFileSync(path.join(dir, BUILT_DATA_FILE), 'utf8')) as { version: string; entries: BuiltEntry[] };
}

/** Writes the data, then its meta (the meta names a complete data file: readers check it first). */
export function writeBuilt(data: BuiltData, dir = DICTIONARY_CACHE_DIR): BuiltMeta {
  fs.mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `${BUILT_DATA_FILE}.${process.pid}.tmp`);
  const text = JSON.stringify({ version: data.meta.version, entries: data.entries });
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, path.join(dir, BUILT_DATA_FILE));
  const meta: BuiltMeta = { ...data.meta, bytes: Buffer.byteLength(text) };
  const metaTemporary = path.join(dir, `${BUILT_META_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(metaTemporary, `${JSON.stringify(meta, null, 2)}\n`);
  fs.renameSync(metaTemporary, path.join(dir, BUILT_META_FILE));
  return meta;
}
