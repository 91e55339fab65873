/**
 * Grammars for the aligner (native/ps-helper, align decoder). Every phone is a dictionary word
 * (README.md "Engine"): `AH_B` starts a word, `AH_E` ends one, `AH_S` is a one-phone word,
 * `AH` is inside a word and `AH_G` is garbage outside any word. Grammars are Sphinx FSGs built
 * without chains of null transitions, which PocketSphinx would expand quadratically.
 */

/** One word of a grammar: its alternative pronunciations. */
export interface GrammarWord {
  variants: string[][];
}

/**
 * How likely the reader left word i out, as the grammar prices it. Words of one or two phones
 * (a, the, in, I) are often reduced to almost nothing in connected speech; the aligner fits
 * them rather than calling them omitted unless the evidence is strong.
 */
function skipProbabilityOf(word: GrammarWord | undefined, options: ReadingGrammarOptions): number {
  const shortest = Math.min(...(word?.variants ?? [[]]).map((variant) => variant.length));
  return shortest <= 2 ? options.shortWordSkipProbability : options.skipProbability;
}

export interface ReadingGrammarOptions {
  /** Most consecutive words the reader may leave out inside a sentence. */
  maxSkippedWords: number;
  /** Probability of leaving out one word (the grammar's price for an omission). */
  skipProbability: number;
  /** The same for words of one or two phones. */
  shortWordSkipProbability: number;
  /** Probability of leaving out a whole sentence (read_chapter). */
  sentenceSkipProbability: number;
}

export const DEFAULT_READING_GRAMMAR: ReadingGrammarOptions = {
  maxSkippedWords: 3,
  skipProbability: 0.2,
  shortWordSkipProbability: 0.05,
  sentenceSkipProbability: 1e-3,
};

/** The dictionary words for one pronunciation, with word-boundary tags. */
export function taggedPhones(phones: readonly string[]): string[] {
  if (phones.length === 1) return [`${phones[0]}_S`];
  return phones.map((phone, i) => (i === 0 ? `${phone}_B` : i === phones.length - 1 ? `${phone}_E` : phone));
}

const GARBAGE_PHONES = [
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'B', 'CH', 'D', 'DH', 'EH', 'ER', 'EY', 'F', 'G', 'HH', 'IH', 'IY', 'JH', 'K',
  'L', 'M', 'N', 'NG', 'OW', 'OY', 'P', 'R', 'S', 'SH', 'T', 'TH', 'UH', 'UW', 'V', 'W', 'Y', 'Z', 'ZH',
];

class FsgBuilder {
  private states = 0;
  private readonly lines: string[] = [];

  newState(): number {
    return this.states++;
  }

  arc(from: number, to: number, probability: number, word?: string): void {
    this.lines.push(`TRANSITION ${from} ${to} ${probability.toPrecision(6)}${word ? ` ${word}` : ''}`);
  }

  /**
   * Adds the inside of a word: for each pronunciation, a chain after its first phone ending in
   * `end`. Returns where each pronunciation's first phone leads and which tag it carries.
   */
  wordEntries(word: GrammarWord, end: number): Array<{ firstTag: string; afterFirst: number }> {
    return word.variants.map((phones) => {
      const tags = taggedPhones(phones);
      if (tags.length === 1) return { firstTag: tags[0] as string, afterFirst: end };
      const afterFirst = this.newState();
      let state = afterFirst;
      tags.slice(1).forEach((tag, i) => {
        const next = i === tags.length - 2 ? end : this.newState();
        this.arc(state, next, 1, tag);
        state = next;
      });
      return { firstTag: tags[0] as string, afterFirst };
    });
  }

  /** Garbage: one or more phones outside any word, from `from` back to `to`. */
  garbage(from: number, to: number, entryProbability: number): void {
    const loop = this.newState();
    for (const phone of GARBAGE_PHONES) {
      this.arc(from, loop, entryProbability / GARBAGE_PHONES.length, `${phone}_G`);
      this.arc(loop, loop, 0.5 / GARBAGE_PHONES.length, `${phone}_G`);
    }
    this.arc(loop, to, 0.5);
  }

  build(start: number, final: number): string {
    return ['FSG_BEGIN utterance', `NUM_STATES ${this.states}`, `START_STATE ${start}`, `FINAL_STATE ${final}`, ...this.lines, 'FSG_END', ''].join('\n');
  }
}

/**
 * Reading aloud: the reference words in order, each one skippable (up to `maxSkippedWords` in a
 * row, or whole sentences), so the best path shows which words were read and which left out.
 * State i is "before word i"; state n is the end.
 */
export function readingGrammar(words: readonly GrammarWord[], sentenceStarts: readonly number[], options = DEFAULT_READING_GRAMMAR): string {
  const fsg = new FsgBuilder();
  const n = words.length;
  for (let i = 0; i <= n; i++) fsg.newState();
  const entries = words.map((word, i) => fsg.wordEntries(word, i + 1));
  const enter = (from: number, target: number, probability: number): void => {
    for (const entry of entries[target] ?? []) fsg.arc(from, entry.afterFirst, probability, entry.firstTag);
  };
  const skip = words.map((word) => skipProbabilityOf(word, options));
  // Entering word j from state i skips words i..j-1 and takes word j.
  const price = (from: number, to: number): number => {
    let probability = to < n ? 1 - (skip[to] as number) : 1;
    for (let k = from; k < to; k++) probability *= skip[k] as number;
    return probability;
  };
  for (let i = 0; i < n; i++) {
    for (let skipped = 0; skipped <= options.maxSkippedWords && i + skipped < n; skipped++) {
      enter(i, i + skipped, price(i, i + skipped));
    }
  }
  for (let i = Math.max(0, n - options.maxSkippedWords); i < n; i++) fsg.arc(i, n, price(i, n));
  // Whole sentences left out: from a sentence's start to the start of the next-but-one (or the end).
  const starts = [...sentenceStarts, n];
  for (let s = 0; s + 1 < starts.length; s++) {
    for (let jump = 2; jump <= 3 && s + jump < starts.length; jump++) {
      const from = starts[s] as number;
      const to = starts[s + jump - 1] as number;
      const probability = options.sentenceSkipProbability ** (jump - 1);
      if (to < n && to - from > options.maxSkippedWords) enter(from, to, (1 - (skip[to] as number)) * probability);
      else if (to === n && n - from > options.maxSkippedWords) fsg.arc(from, n, probability);
    }
  }
  return fsg.build(0, n);
}

/**
 * Choosing among spoken options: one path per option (its words skippable one at a time, so a
 * partial reply still lands on its option) and a garbage path for anything else.
 */
export function choiceGrammar(options: readonly GrammarWord[][], garbageProbability = 0.05): string {
  const fsg = new FsgBuilder();
  const start = fsg.newState();
  const final = fsg.newState();
  const share = (1 - garbageProbability) / options.length;
  for (const option of options) {
    const states = option.map(() => fsg.newState());
    states.push(final);
    const entries = option.map((word, i) => fsg.wordEntries(word, states[i + 1] as number));
    option.forEach((_, i) => {
      for (const entry of entries[i] ?? []) fsg.arc(states[i] as number, entry.afterFirst, 0.8, entry.firstTag);
      // Leaving out this word: go straight into the next one's first phone (or the end).
      if (i + 1 < option.length) {
        for (const entry of entries[i + 1] ?? []) fsg.arc(states[i] as number, entry.afterFirst, 0.2 * 0.8, entry.firstTag);
      } else if (i > 0) {
        fsg.arc(states[i] as number, final, 0.2);
      }
    });
    fsg.arc(start, states[0] as number, share);
  }
  fsg.garbage(start, final, garbageProbability);
  return fsg.build(start, final);
}
