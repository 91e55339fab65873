// WordNet 3.0 (Debian wordnet-base, /usr/share/wordnet): the synsets of data.{noun,verb,adj,adv}
// for English definitions, examples (the quoted parts of a gloss), synonyms, antonyms and
// derivationally related forms; index.* for the order of a word's senses (most frequent first);
// cntlist.rev for how often a word was tagged in the Semantic Concordance (the frequency rank);
// *.exc for irregular forms (went -> go).
import type { Pos } from './parts-of-speech';
import { wordnetPos } from './parts-of-speech';

export type Synset = { pos: Pos; words: string[]; pointers: { symbol: string; target: string; source: number; targetWord: number }[]; definition: string; examples: string[] };

export type WordnetLemma = {
  /** Synset ids of the lemma per part of speech, most frequent sense first. */
  senses: Map<Pos, string[]>;
  /**
   * How many of those senses (the first ones) were seen in WordNet's tagged corpus: the rest are
   * rare or specialised (go as a street name for a drug) and too obscure for a learner's entry.
   */
  tagged: Map<Pos, number>;
};

export type WordnetData = {
  synsets: Map<string, Synset>;
  lemmas: Map<string, WordnetLemma>;
  /** Tag counts per lemma (all its senses). */
  counts: Map<string, number>;
  /** Tag counts per lemma and part of speech. */
  posCounts: Map<string, number>;
  /** Irregular form -> lemmas, per part of speech (noun, verb, adjective, adverb). */
  exceptions: Map<Pos, Map<string, string[]>>;
};

const FILES: [string, string][] = [
  ['noun', 'n'],
  ['verb', 'v'],
  ['adj', 'a'],
  ['adv', 'r'],
];

/** A WordNet word as a headword: "take_off" -> "take off", "galore(ip)" -> "galore". */
export const wordnetWord = (word: string) => word.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ');

const synsetId = (type: string, offset: string) => `${type === 's' ? 'a' : type}${offset}`;

/** One line of a data.* file. */
export function parseSynsetLine(line: string): [string, Synset] | null {
  if (line.startsWith('  ') || line.trim() === '') return null;
  const bar = line.indexOf(' | ');
  const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const offset = fields[0]!;
  const type = fields[2]!;
  const wordCount = parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let at = 0; at < wordCount; at += 1) words.push(wordnetWord(fields[4 + at * 2]!));
  let at = 4 + wordCount * 2;
  const pointerCount = parseInt(fields[at]!, 10);
  at += 1;
  const pointers: Synset['pointers'] = [];
  for (let pointer = 0; pointer < pointerCount; pointer += 1, at += 4) {
    const sourceTarget = fields[at + 3]!;
    pointers.push({ symbol: fields[at]!, target: synsetId(fields[at + 2]!, fields[at + 1]!), source: parseInt(sourceTarget.slice(0, 2), 16), targetWord: parseInt(sourceTarget.slice(2), 16) });
  }
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.trim()).filter((example) => example.length > 0);
  const definition = gloss.replace(/"[^"]*"/g, '').replace(/(;\s*)+$/, '').replace(/\s*;\s*(;\s*)*/g, '; ').replace(/;\s*$/, '').trim();
  return [synsetId(type, offset), { pos: wordnetPos(type), words, pointers, definition, examples }];
}

export function parseWordnet(read: (file: string) => string): WordnetData {
  const synsets = new Map<string, Synset>();
  const lemmas = new Map<string, WordnetLemma>();
  for (const [file, type] of FILES) {
    for (const line of read(`data.${file}`).split('\n')) {
      const parsed = parseSynsetLine(line);
      if (parsed) synsets.set(parsed[0], parsed[1]);
    }
    for (const line of read(`index.${file}`).split('\n')) {
      if (line.startsWith(' ') || line.trim() === '') continue;
      const fields = line.trim().split(' ');
      const lemma = wordnetWord(fields[0]!);
      const pointerCount = parseInt(fields[3]!, 10);
      const senseCount = parseInt(fields[2]!, 10);
      const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount);
      const entry = lemmas.get(lemma) ?? { senses: new Map(), tagged: new Map() };
      entry.senses.set(wordnetPos(type), offsets.map((offset) => synsetId(type, offset)));
      entry.tagged.set(wordnetPos(type), parseInt(fields[4 + pointerCount + 1]!, 10) || 0);
      lemmas.set(lemma, entry);
    }
  }
  const counts = new Map<string, number>();
  const posCounts = new Map<string, number>();
  for (const line of read('cntlist.rev').split('\n')) {
    const [senseKey, , count] = line.split(' ');
    if (!senseKey || !count) continue;
    const percent = senseKey.indexOf('%');
    const lemma = wordnetWord(senseKey.slice(0, percent));
    const pos = wordnetPos(({ '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 's' } as Record<string, string>)[senseKey[percent + 1]!] ?? 'n');
    counts.set(lemma, (counts.get(lemma) ?? 0) + Number(count));
    posCounts.set(`${lemma}|${pos}`, (posCounts.get(`${lemma}|${pos}`) ?? 0) + Number(count));
  }
  const exceptions = new Map<Pos, Map<string, string[]>>();
  for (const [file, pos] of [
    ['noun.exc', 'noun'],
    ['verb.exc', 'verb'],
    ['adj.exc', 'adjective'],
    ['adv.exc', 'adverb'],
  ] as const) {
    const map = new Map<string, string[]>();
    for (const line of read(file).split('\n')) {
      const [form, ...bases] = line.trim().split(' ');
      if (form && bases.length > 0) map.set(wordnetWord(form), bases.map(wordnetWord));
    }
    exceptions.set(pos, map);
  }
  return { synsets, lemmas, counts, posCounts, exceptions };
}

/** The lemma's word number (1-based) inside a synset, for the lexical pointers that start from it. */
export const wordNumber = (synset: Synset, lemma: string) => synset.words.findIndex((word) => word.toLowerCase() === lemma) + 1;
