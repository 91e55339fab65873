// The parts of speech the entries use, with their Japanese names, and how each source's own
// tags map onto them.
import { POS_JA as WORD_POS_JA } from '../../textbook/content-load-words';

/** Japanese names as the word lists give them (熟語 for a phrase), and その他 for the rest. */
export const POS_JA: Record<string, string> = {
  noun: WORD_POS_JA.noun,
  verb: WORD_POS_JA.verb,
  adjective: WORD_POS_JA.adjective,
  adverb: WORD_POS_JA.adverb,
  preposition: WORD_POS_JA.preposition,
  conjunction: WORD_POS_JA.conjunction,
  pronoun: WORD_POS_JA.pronoun,
  interjection: WORD_POS_JA.interjection,
  phrase: WORD_POS_JA.phrase,
  other: 'その他',
};

/** Japanese names of finer kinds that the entries show while filed under a broader part of speech. */
export const DETAIL_POS_JA: Record<string, string> = {
  proper: '固有名詞',
  numeral: WORD_POS_JA.number,
  number: WORD_POS_JA.number,
  determiner: WORD_POS_JA.determiner,
  auxiliary: WORD_POS_JA.auxiliary,
  article: '冠詞',
  particle: '不変化詞',
  proverb: 'ことわざ',
};

export type Pos = keyof typeof POS_JA;

/** Order of the parts of speech inside an entry when nothing says which is more common. */
export const POS_ORDER: Pos[] = ['verb', 'noun', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun', 'interjection', 'phrase', 'other'];

/** Closed classes: few words, all of them common (they are missing from WordNet's counts). */
export const CLOSED_CLASSES = new Set(['preposition', 'conjunction', 'pronoun', 'determiner', 'article', 'auxiliary']);

/** FreeDict's tags (<n>, <v>, ...) -> [part of speech, finer kind]; prefix, suffix and symbol are left out. */
const FREEDICT_TAGS: Record<string, [Pos, string]> = {
  n: ['noun', 'noun'],
  pn: ['noun', 'proper'],
  v: ['verb', 'verb'],
  adj: ['adjective', 'adjective'],
  adv: ['adverb', 'adverb'],
  preposition: ['preposition', 'preposition'],
  postposition: ['preposition', 'preposition'],
  conjunction: ['conjunction', 'conjunction'],
  pronoun: ['pronoun', 'pronoun'],
  interjection: ['interjection', 'interjection'],
  phraseologicalUnit: ['phrase', 'phrase'],
  idiom: ['phrase', 'phrase'],
  proverb: ['phrase', 'proverb'],
  numeral: ['other', 'numeral'],
  determiner: ['other', 'determiner'],
  article: ['other', 'article'],
  particle: ['other', 'particle'],
};

/** FreeDict's tag as a part of speech with its Japanese name (the finer kind's when it has one). */
export function freedictPos(tag: string): { pos: Pos; posJa: string; detail: string } | null {
  const found = FREEDICT_TAGS[tag];
  if (!found) return null;
  const [pos, detail] = found;
  return { pos, posJa: DETAIL_POS_JA[detail] ?? POS_JA[pos]!, detail };
}

/** The portal's word lists (content-schema-words.ts PARTS_OF_SPEECH). */
export function portalPos(pos: string): { pos: Pos; posJa: string; detail: string } {
  if (pos in POS_JA) return { pos: pos as Pos, posJa: POS_JA[pos]!, detail: pos };
  if (pos in DETAIL_POS_JA) return { pos: 'other', posJa: DETAIL_POS_JA[pos]!, detail: pos };
  return { pos: 'other', posJa: POS_JA.other!, detail: pos };
}

/** WordNet's synset types: n, v, a (and s, satellite adjectives), r. */
export function wordnetPos(type: string): Pos {
  return type === 'n' ? 'noun' : type === 'v' ? 'verb' : type === 'r' ? 'adverb' : 'adjective';
}

/**
 * EDICT's part-of-speech codes of one sense to the English word's part of speech (the English
 * gloss of a Japanese verb is a verb, and so on); null for those a reversed gloss cannot use.
 */
export function edictPos(codes: readonly string[], gloss: string): Pos | null {
  const has = (test: (code: string) => boolean) => codes.some(test);
  if (gloss.startsWith('to ') && has((code) => code.startsWith('v'))) return 'verb';
  if (has((code) => code === 'adj-i' || code === 'adj-na' || code === 'adj-no' || code === 'adj-pn' || code === 'adj-ix' || code === 'adj-t')) return 'adjective';
  if (has((code) => code === 'adv' || code === 'adv-to')) return 'adverb';
  if (has((code) => code === 'n' || code === 'n-adv' || code === 'n-t' || code === 'n-pref' || code === 'n-suf' || code === 'pn' || code === 'num')) return codes.includes('pn') ? 'pronoun' : 'noun';
  if (has((code) => code === 'int')) return 'interjection';
  if (has((code) => code === 'conj')) return 'conjunction';
  if (has((code) => code === 'exp')) return 'phrase';
  return null;
}
