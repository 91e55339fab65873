import { runProcess } from '../../lib/run-process';
import { ipaToArpabet } from './ipa-to-arpabet';

const CACHE_LIMIT = 20_000;

/**
 * Pronunciations for words the dictionary lacks (names, new words, numbers), from espeak-ng's
 * letter-to-sound rules: IPA out of espeak-ng, mapped to ARPAbet. One espeak-ng run serves a
 * whole batch (one clause per word); results are cached.
 */
export class EspeakLetterToSound {
  private readonly cache = new Map<string, string[] | null>();

  constructor(private readonly voice = 'en-us') {}

  async pronounce(words: string[]): Promise<Map<string, string[] | undefined>> {
    const result = new Map<string, string[] | undefined>();
    const missing: string[] = [];
    for (const word of new Set(words)) {
      const cached = this.cache.get(word);
      if (cached !== undefined) result.set(word, cached ?? undefined);
      else missing.push(word);
    }
    if (missing.length > 0) {
      const lines = await this.speakIpa(missing);
      const perWord = lines.length === missing.length ? lines : await Promise.all(missing.map(async (word) => (await this.speakIpa([word])).join(' ')));
      missing.forEach((word, i) => {
        const phones = ipaToArpabet(perWord[i] ?? '') ?? null;
        this.remember(word, phones);
        result.set(word, phones ?? undefined);
      });
    }
    return result;
  }

  private async speakIpa(words: string[]): Promise<string[]> {
    // Clause breaks keep one word per output line; text goes in on stdin, never as an argument.
    const input = words.map((word) => word.replace(/[^\p{L}\p{N}'.-]/gu, ' ')).join(',\n');
    const output = await runProcess('espeak-ng', ['-q', '--ipa', '-v', this.voice, '--stdin'], { input, timeoutMs: 15_000 });
    return output
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  }

  private remember(word: string, phones: string[] | null): void {
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(word, phones);
  }
}
