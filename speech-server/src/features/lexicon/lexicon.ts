import type { PronouncingDictionary } from './cmudict';
import type { EspeakLetterToSound } from './espeak-letter-to-sound';

export type PronunciationSource = 'vocabulary' | 'dictionary' | 'letter-to-sound';

export interface Pronunciation {
  /** Alternative phone sequences, main first. */
  variants: string[][];
  source: PronunciationSource;
}

const MAX_VARIANTS = 3;

/** The lookup key of a written word: lower case, straight apostrophes, no outer punctuation. */
export function lexiconKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '');
}

/**
 * Pronunciations for reference words: the item's own [vocabulary] first, then the CMU
 * dictionary (with compounds and possessives built from it), then espeak-ng letter-to-sound,
 * so no word is ever skipped for lack of a dictionary entry.
 */
export class Lexicon {
  constructor(
    readonly dictionary: PronouncingDictionary,
    private readonly letterToSound: EspeakLetterToSound,
  ) {}

  async pronounce(words: string[], vocabulary: Map<string, string[]> = new Map()): Promise<Map<string, Pronunciation | undefined>> {
    const result = new Map<string, Pronunciation | undefined>();
    const unknown: string[] = [];
    for (const word of new Set(words.map(lexiconKey))) {
      const fromVocabulary = vocabulary.get(word);
      if (fromVocabulary) {
        result.set(word, { variants: [fromVocabulary], source: 'vocabulary' });
        continue;
      }
      const variants = this.fromDictionary(word);
      if (variants) result.set(word, { variants: variants.slice(0, MAX_VARIANTS), source: 'dictionary' });
      else unknown.push(word);
    }
    if (unknown.length > 0) {
      const guessed = await this.letterToSound.pronounce(unknown);
      for (const word of unknown) {
        const phones = guessed.get(word);
        result.set(word, phones ? { variants: [phones], source: 'letter-to-sound' } : undefined);
      }
    }
    return result;
  }

  private fromDictionary(word: string): string[][] | undefined {
    const direct = this.dictionary.lookup(word) ?? this.dictionary.lookup(word.replace(/\.$/, ''));
    if (direct) return direct;
    if (word.includes('-')) {
      const parts = word.split('-').filter(Boolean).map((part) => this.dictionary.lookup(part)?.[0]);
      if (parts.length > 0 && parts.every(Boolean)) return [parts.flat() as string[]];
    }
    const possessive = /^(.+)'s$/.exec(word);
    if (possessive?.[1]) {
      const base = this.dictionary.lookup(possessive[1])?.[0];
      if (base) return [[...base, ...possessiveEnding(base.at(-1) ?? '')]];
    }
    return undefined;
  }
}

/** "'s" sounds IH Z after sibilants, S after other voiceless consonants, Z otherwise. */
function possessiveEnding(lastPhone: string): string[] {
  if (['S', 'Z', 'SH', 'ZH', 'CH', 'JH'].includes(lastPhone)) return ['IH', 'Z'];
  if (['P', 'T', 'K', 'F', 'TH'].includes(lastPhone)) return ['S'];
  return ['Z'];
}
