// FreeDict's English-Japanese dictionary (Debian dict-freedict-eng-jpn) in dictd format: an
// index of "headword<TAB>offset<TAB>length" (base64 numbers) into the gzip-compatible .dict.dz.
// Each article: "headword //IPA// /IPA/ <pos>", then senses as a Japanese line ("1. 行く, 動く")
// followed by the English gloss of that sense.
import { gunzipSync } from 'node:zlib';

export type FreedictSense = { ja: string[]; gloss: string };
export type FreedictArticle = { headword: string; ipa: string; tag: string; senses: FreedictSense[] };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const JAPANESE_CHAR = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

export function decodeDictdNumber(text: string): number {
  let value = 0;
  for (const char of text) value = value * 64 + BASE64.indexOf(char);
  return value;
}

/** Sounds of other accents (Australian, New Zealand) and fragments: kept only when nothing else is given. */
const UNUSUAL = /[ɐʉɘ]|[eo]ː|^-|-$|\[/;

/** The first usable pronunciation of a headword line (General American or British, whole word). */
export function pickIpa(candidates: readonly string[]): string {
  const cleaned = candidates.map((ipa) => ipa.replace(/^\[|\]$/g, '').trim()).filter((ipa) => ipa !== '');
  return cleaned.find((ipa) => !UNUSUAL.test(ipa)) ?? cleaned.find((ipa) => !/^-|-$/.test(ipa)) ?? '';
}

/** The Japanese words of one sense line: "1. 行く, 動く" -> ['行く', '動く'] (lines without Japanese give none). */
export function japaneseItems(line: string): string[] {
  const text = line.replace(/^\s*\d+\.\s*/, '').replace(/\s*\d+\.\s*$/, '');
  const items: string[] = [];
  for (const part of text.split(/,\s*|、/)) {
    const item = part.trim();
    if (item !== '' && JAPANESE_CHAR.test(item) && !items.includes(item)) items.push(item);
  }
  return items;
}

export function parseArticle(indexHeadword: string, text: string): FreedictArticle {
  let headword = indexHeadword;
  const lines = text.replace(/\n+$/, '').split('\n');
  const head = lines[0] ?? '';
  // The index drops apostrophes ("you dont say"): the article's own first line has them.
  const written = /^(.+?)\s+(?:\/|<)/.exec(head)?.[1]?.trim();
  const plain = (word: string) => word.toLowerCase().replace(/['’]/g, '').replace(/\s+/g, ' ');
  if (written && written !== headword && plain(written) === plain(headword)) headword = written;
  const tag = /<([^>]+)>\s*$/.exec(head)?.[1] ?? '';
  const rest = head.startsWith(headword) ? head.slice(headword.length) : head;
  // Between single slashes is WikDict's own espeak output, which reads "don't" as "don t":
  // for such a headword only the transcriptions from Wiktionary (double slashes) are kept.
  const candidates = [...rest.replace(/<[^>]+>\s*$/, '').matchAll(/\/\/([^/]+)\/\/|\/([^/]+)\//g)]
    .filter((match) => match[1] !== undefined || !headword.includes("'"))
    .map((match) => match[1] ?? match[2] ?? '');
  const senses: FreedictSense[] = [];
  let current: FreedictSense | null = null;
  let expectGloss = false;
  for (const line of lines.slice(1)) {
    const startsSense = current === null || /^\s*\d+\./.test(line) || (!expectGloss && JAPANESE_CHAR.test(line));
    if (startsSense) {
      current = { ja: japaneseItems(line), gloss: '' };
      senses.push(current);
      expectGloss = true;
    } else if (current) {
      current.gloss = current.gloss === '' ? line.trim() : `${current.gloss} ${line.trim()}`;
      expectGloss = false;
    }
  }
  return { headword, ipa: pickIpa(candidates), tag, senses: senses.filter((sense) => sense.ja.length > 0) };
}

/** Every article of the dictionary (the 00database* entries are its own description). */
export function parseFreedict(indexText: string, compressed: Buffer): FreedictArticle[] {
  const data = gunzipSync(compressed);
  const articles: FreedictArticle[] = [];
  for (const line of indexText.split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || offset === undefined || length === undefined || headword.startsWith('00database')) continue;
    const start = decodeDictdNumber(offset);
    articles.push(parseArticle(headword, data.subarray(start, start + decodeDictdNumber(length)).toString('utf8')));
  }
  return articles;
}
