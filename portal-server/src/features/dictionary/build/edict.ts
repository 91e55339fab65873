// EDICT (Debian edict, EUC-JP): "漢字 [かな] /(pos) (1) gloss/gloss/(pos) (2) gloss/(P)/", a
// Japanese-English dictionary read the other way round: each English gloss becomes a Japanese
// meaning of that English word ("to go" of 行く gives go -> 行く). Common words ((P)) and a
// gloss that comes first in its sense make the better meanings.
import { edictPos, type Pos } from './parts-of-speech';

/** suru: a noun whose Japanese is also a する verb (勉強 of study), a meaning of the English verb too. */
export type EdictMeaning = { ja: string; pos: Pos; score: number; common: boolean; suru: boolean };

/** Senses with these tags are not what a learner's dictionary should offer as a meaning. */
const SKIPPED = new Set(['arch', 'obs', 'obsc', 'vulg', 'X', 'sl', 'derog', 'rare', 'male-sl', 'joc', 'chn', 'poet', 'm-sl', 'abbr', 'id', 'yoji', 'proverb']);
/** Headword spellings that are irregular or out of date. */
const ODD_SPELLING = new Set(['iK', 'ik', 'oK', 'ok', 'io', 'ateji', 'gikun', 'oik']);
const POLITE = new Set(['hon', 'hum', 'pol', 'fam', 'col']);

const POS_CODE = /^(n|n-adv|n-t|n-pref|n-suf|pn|num|v[0-9a-z-]*|vs|vs-[a-z]|vt|vi|vk|vz|adj-[a-z]+|adv|adv-to|exp|int|conj|prt|ctr|pref|suf|aux|aux-v|aux-adj|cop|cop-da|unc)$/;

/** An English gloss as a headword: parentheses dropped, "to " of a verb dropped; null when it is not a plain word or phrase. */
export function glossKey(gloss: string, pos: Pos): string | null {
  let text = gloss.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  if (pos === 'verb') text = text.replace(/^to /, '');
  if (!/^[A-Za-z][A-Za-z' -]*[A-Za-z]$|^[A-Za-z]$/.test(text)) return null;
  if (text.split(' ').length > 4) return null;
  return text.toLowerCase();
}

/** The Japanese as a learner's dictionary shows it: kana for (uk) words, な/の after those adjectives, する for suru verbs. */
function displayJapanese(kanji: string, kana: string, usuallyKana: boolean, codes: readonly string[], pos: Pos): string {
  let ja = usuallyKana || kanji === '' ? kana || kanji : kanji;
  if (pos === 'adjective' && codes.includes('adj-na') && !ja.endsWith('な')) ja = `${ja}な`;
  else if (pos === 'adjective' && codes.includes('adj-no') && !codes.includes('adj-i') && !ja.endsWith('の')) ja = `${ja}の`;
  else if (pos === 'verb' && codes.includes('vs') && !codes.some((code) => code.startsWith('v') && code !== 'vs' && code !== 'vt' && code !== 'vi')) ja = `${ja}する`;
  return ja;
}

/**
 * English key -> its Japanese meanings (best first, a Japanese word once per part of speech),
 * from the whole EDICT text.
 */
export function reverseEdict(text: string): Map<string, EdictMeaning[]> {
  const found = new Map<string, EdictMeaning[]>();
  for (const line of text.split('\n')) {
    const slash = line.indexOf(' /');
    if (slash <= 0 || line.startsWith('　')) continue;
    const head = /^(\S+)(?: \[(\S+)\])?$/.exec(line.slice(0, slash));
    if (!head) continue;
    const kanji = head[2] ? head[1]! : '';
    const kana = head[2] ?? head[1]!;
    const glosses = line.slice(slash + 2).split('/').filter((gloss) => gloss !== '');
    const common = glosses.at(-1) === '(P)';
    if (common) glosses.pop();
    let codes: string[] = [];
    let flags = new Set<string>();
    let sense = -1;
    let glossAt = 0;
    let senseSize = 0;
    const senseSizes: number[] = [];
    // First pass: how many glosses each sense has (a sense of one gloss is the most exact).
    for (const gloss of glosses) {
      if (/^(\([^)]*\) )*\((\d+)\)/.test(gloss) || senseSizes.length === 0) senseSizes.push(0);
      senseSizes[senseSizes.length - 1]! += 1;
    }
    for (let at = 0; at < glosses.length; at += 1) {
      let gloss = glosses[at]!;
      let startsSense = at === 0;
      const tags: string[] = [];
      for (let match = /^\(([^)]*)\) ?/.exec(gloss); match; match = /^\(([^)]*)\) ?/.exec(gloss)) {
        tags.push(match[1]!);
        gloss = gloss.slice(match[0].length);
      }
      const newCodes: string[] = [];
      const newFlags: string[] = [];
      for (const tag of tags) {
        if (/^\d+$/.test(tag)) startsSense = true;
        else if (tag.split(',').every((code) => POS_CODE.test(code))) newCodes.push(...tag.split(','));
        else newFlags.push(...tag.split(','));
      }
      if (newCodes.length > 0 || startsSense) {
        if (newCodes.length > 0) codes = newCodes;
        flags = new Set(newFlags);
        sense += 1;
        glossAt = 0;
        senseSize = senseSizes[sense] ?? 1;
      } else {
        for (const flag of newFlags) flags.add(flag);
      }
      const index = glossAt;
      glossAt += 1;
      if ([...flags].some((flag) => SKIPPED.has(flag) || ODD_SPELLING.has(flag)) || gloss === '') continue;
      // A word borrowed from another language than English ("beautiful (ger:)" of シャン) is no
      // Japanese for the English word.
      if (/\([a-z]{3}:/.test(gloss)) continue;
      const pos = edictPos(codes, gloss);
      if (!pos) continue;
      const key = glossKey(gloss, pos);
      if (!key) continue;
      const ja = displayJapanese(kanji, kana, flags.has('uk'), codes, pos);
      // A loanword in katakana (ビューティフル) after a native word of the same rank (美しい).
      const katakana = /^[\p{Script=Katakana}ー・]+$/u.test(ja) ? 6 : 0;
      const score = (common ? 0 : 100) + sense * 12 + index * 4 + Math.min(senseSize, 8) + ([...flags].some((flag) => POLITE.has(flag)) ? 40 : 0) + Math.min(ja.length, 8) + katakana;
      const list = found.get(key) ?? [];
      const same = list.find((item) => item.ja === ja && item.pos === pos);
      if (same) {
        same.score = Math.min(same.score, score);
        same.common ||= common;
      } else list.push({ ja, pos, score, common, suru: pos === 'noun' && codes.includes('vs') });
      found.set(key, list);
    }
  }
  for (const list of found.values()) list.sort((a, b) => a.score - b.score || a.ja.localeCompare(b.ja));
  return found;
}

/** EDICT's file is EUC-JP. */
export const decodeEdict = (bytes: Uint8Array) => new TextDecoder('euc-jp').decode(bytes);
