import { readFile } from 'node:fs/promises';

/** A pronouncing dictionary in the CMU format PocketSphinx uses ("word(2) PH PH ..."). */
export class PronouncingDictionary {
  private constructor(
    private readonly entries: Map<string, string[][]>,
    private readonly byPhones: Map<string, string>,
  ) {}

  /**
   * Loads `path`; `commonWordsPath` (optional, same format) names the words preferred when
   * phones are looked up backwards (an unrecognised inserted word shown by its sound).
   */
  static async load(path: string, commonWordsPath?: string): Promise<PronouncingDictionary> {
    const entries = parse(await readFile(path, 'utf8'));
    const byPhones = new Map<string, string>();
    const common = commonWordsPath ? parse(await readFile(commonWordsPath, 'utf8')) : entries;
    for (const [word, variants] of common) {
      for (const phones of variants) {
        const key = phones.join(' ');
        if (!byPhones.has(key)) byPhones.set(key, word);
      }
    }
    return new PronouncingDictionary(entries, byPhones);
  }

  /** Every pronunciation of a lower-case word, main one first. */
  lookup(word: string): string[][] | undefined {
    return this.entries.get(word);
  }

  /** A common word pronounced exactly `phones`, if there is one. */
  wordForPhones(phones: string[]): string | undefined {
    return this.byPhones.get(phones.join(' '));
  }
}

function parse(text: string): Map<string, string[][]> {
  const entries = new Map<string, string[][]>();
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 2 || parts[0] === undefined) continue;
    const word = parts[0].replace(/\(\d+\)$/, '');
    const phones = parts.slice(1).filter((phone) => !phone.startsWith('#'));
    const variants = entries.get(word);
    if (variants) variants.push(phones);
    else entries.set(word, [phones]);
  }
  return entries;
}
