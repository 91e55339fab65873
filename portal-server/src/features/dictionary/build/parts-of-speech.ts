// The parts of speech the entries use, with their Japanese names, and how each source's own
// tags map onto them.

export const POS_JA: Record<string, string> = {
  noun: '名詞',
  verb: '動詞',
  adjective: '形容詞',
  adverb: '副詞',
  preposition: '前置詞',
  conjunction: '接続詞',
  pronoun: '代名詞',
  interjection: '間投詞',
  phrase: '成句',
  other: 'その他',
};

/** Japanese names of finer kinds that the entries show while filed under a broader part of speech. */
export const DETAIL_POS_JA: Record<string, string> = {
  proper: '固有名詞',
  numeral: '数詞',
  determiner: '限定詞',
  article: '冠詞',
  auxiliary: '助動詞',
  particle: '不変化詞',
  proverb: 'ことわざ',
};

export type Pos = keyof typeof POS_JA;

/** Order of the parts of speech inside an entry when nothing says which is more common. */
export const POS_ORDER: Pos[] = ['verb', 'noun', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun', 'interjection', 'phrase', 'other'];

/** Closed classes: few words, all of them common (they are missing from WordNet's counts). */
export const CLOSED_CLASSES = new Set(['preposition', 'conjunction', 'pronoun', 'determiner', 'article', 'auxiliary']);

/** FreeDict's tags (<n>, <v>, ...): the part of speech and, for a finer kind, its Japanese name. */
export function freedictPos(tag: string): { pos: Pos; posJa: string; detail: string } | null {
  switch (tag) {
    case 'n':
      return { pos: 'noun', posJa: POS_JA.noun!, detail: 'noun' };
    case 'pn':
      return { pos: 'noun', posJa: DETAIL_POS_JA.proper!, detail: 'proper' };
    case 'v':
      return { pos: 'verb', posJa: POS_JA.verb!, detail: 'verb' };
    case 'adj':
      return { pos: 'adjective', posJa: POS_JA.adjective!, detail: 'adjective' };
    case 'adv':
      return { pos: 'adverb', posJa: POS_JA.adverb!, detail: 'adverb' };
    case 'preposition':
    case 'postposition':
      return { pos: 'preposition', posJa: POS_JA.preposition!, detail: 'preposition' };
    case 'conjunction':
      return { pos: 'conjunction', posJa: POS_JA.conjunction!, detail: 'conjunction' };
    case 'pronoun':
      return { pos: 'pronoun', posJa: POS_JA.pronoun!, detail: 'pronoun' };
    case 'interjection':
      return { pos: 'interjection', posJa: POS_JA.interjection!, detail: 'interjection' };
    case 'phraseologicalUnit':
    case 'idiom':
      return { pos: 'phrase', posJa: POS_JA.phrase!, detail: 'phrase' };
    case 'proverb':
      return { pos: 'phrase', posJa: DETAIL_POS_JA.proverb!, detail: 'proverb' };
    case 'numeral':
      return { pos: 'other', posJa: DETAIL_POS_JA.numeral!, detail: 'numeral' };
    case 'determiner':
      return { pos: 'other', posJa: DETAIL_POS_JA.determiner!, detail: 'determiner' };
    case 'article':
      return { pos: 'other', posJa: DETAIL_POS_JA.article!, detail: 'article' };
    case 'particle':
      return { pos: 'other', posJa: DETAIL_POS_JA.particle!, detail: 'particle' };
    default:
      // prefix, suffix, symbol: not words a learner looks up.
      return null;
  }
}

/** The portal's word lists (content-schema-words.ts PARTS_OF_SPEECH). */
export function portalPos(pos: string): { pos: Pos; posJa: string; detail: string } {
  if (pos in POS_JA) return { pos: pos as Pos, posJa: POS_JA[pos]!, detail: pos };
  if (pos in DETAIL_POS_JA) return { pos: 'other', posJa: DETAIL_POS_JA[pos]!, detail: pos };
  if (pos === 'number') return { pos: 'other', posJa: DETAIL_POS_JA.numeral!, detail: 'numeral' };
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
