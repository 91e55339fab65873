// The phonics content (content/phonogram/patterns.yaml), checked by schema when it is read: a
// broken file stops the seed with a message naming the pattern and the field. In an example
// word, [brackets] mark the letters that spell the target sound ("c[a]k[e]" marks a and e);
// its `phones` are the word's pronunciation in the speech server's dictionary, which must hold
// the pattern's target phones exactly once (so the marked sound is never in doubt).
import { countTargetPhones, isArpabetPhone } from 'shared-contract';
import { z } from 'zod';
import { readContent } from '../../lib/content-source';

export const PHONOGRAM_CONTENT_FILE = 'phonogram/patterns.yaml';

const japanese = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(value), '日本語で書いてください');

const code = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, '英小文字・数字・- の40文字以内で書いてください');

/** IPA as dictionaries print it, without slashes. */
const ipa = z
  .string()
  .trim()
  .regex(/^(?:[a-zæɑɒɔəɚɝɛɜɪʊʌθðʃʒŋɡɹɾˈˌː]|\u0361)+$/u, 'IPA で書いてください（/ は付けません）');

const arpabetList = z.array(z.string().refine(isArpabetPhone, 'ARPAbet の音素（AE, TH など、強勢の数字なし）で書いてください')).min(1).max(3);

/** A word with its marked letters, "c[a]k[e]" -> word "cake", marks [[1,2],[3,4]]. */
export function parseMarkedWord(source: string): { word: string; marks: [number, number][] } | null {
  if (!/^[A-Za-z[\]']+$/.test(source)) return null;
  const marks: [number, number][] = [];
  let word = '';
  let open: number | null = null;
  for (const char of source) {
    if (char === '[') {
      if (open !== null) return null;
      open = word.length;
    } else if (char === ']') {
      if (open === null || open === word.length) return null;
      marks.push([open, word.length]);
      open = null;
    } else {
      word += char;
    }
  }
  return open === null && marks.length > 0 && word.length > 0 ? { word, marks } : null;
}

const exampleWord = z
  .object({
    word: z.string().transform((source, ctx) => {
      const parsed = parseMarkedWord(source);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: '英単語の中で、その音をつづる文字を [ ] で囲んでください（例：c[a]t）' });
        return z.NEVER;
      }
      return parsed;
    }),
    ja: japanese(40),
    phones: z
      .string()
      .trim()
      .transform((value) => value.split(/\s+/))
      .pipe(z.array(z.string().refine(isArpabetPhone, '発音は ARPAbet の音素を空白で区切って書いてください')).min(1).max(20)),
  })
  .strict();

const pattern = z
  .object({
    id: code,
    group: code,
    title: japanese(40),
    spellings: z.array(z.string().regex(/^[a-z_]{1,4}$/, 'つづりは英小文字（a_e のような _ も可）で書いてください')).min(1).max(4),
    ipa,
    phones: arpabetList,
    how_ja: japanese(240),
    mistake_ja: japanese(240),
    tip_ja: japanese(60),
    words: z.array(exampleWord).min(5).max(8),
  })
  .strict()
  .superRefine((value, ctx) => {
    value.words.forEach((word, index) => {
      const times = countTargetPhones(word.phones, value.phones);
      if (times !== 1) ctx.addIssue({ code: 'custom', path: ['words', index, 'phones'], message: `${word.word.word} の発音に ${value.phones.join(' ')} が${times === 0 ? 'ありません' : `${times}回あります（1回だけの語にしてください）`}` });
    });
    const seen = new Set<string>();
    value.words.forEach((word, index) => {
      if (seen.has(word.word.word.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['words', index, 'word'], message: `${word.word.word} が2回あります` });
      seen.add(word.word.word.toLowerCase());
    });
  });

export const phonogramContentFile = z
  .object({
    groups: z.array(z.object({ code, title: japanese(40), title_en: z.string().trim().min(1).max(60), description: japanese(200) }).strict()).min(1).max(12),
    patterns: z.array(pattern).min(1).max(120),
  })
  .strict()
  .superRefine((value, ctx) => {
    const groups = new Set(value.groups.map((group) => group.code));
    if (groups.size !== value.groups.length) ctx.addIssue({ code: 'custom', path: ['groups'], message: 'グループのコードが重複しています' });
    const ids = new Set<string>();
    value.patterns.forEach((entry, index) => {
      if (!groups.has(entry.group)) ctx.addIssue({ code: 'custom', path: ['patterns', index, 'group'], message: `グループ ${entry.group} はありません` });
      if (ids.has(entry.id)) ctx.addIssue({ code: 'custom', path: ['patterns', index, 'id'], message: `id ${entry.id} が重複しています` });
      ids.add(entry.id);
    });
    for (const group of value.groups) {
      if (!value.patterns.some((entry) => entry.group === group.code)) ctx.addIssue({ code: 'custom', path: ['groups'], message: `グループ ${group.code} のパターンがありません` });
    }
  });

export type PhonogramContent = z.output<typeof phonogramContentFile>;
export type PhonogramPatternSource = PhonogramContent['patterns'][number];

/** The content file, checked (throws with the file, the path and the message when it is not valid). */
export function readPhonogramContent(): PhonogramContent {
  return readContent(PHONOGRAM_CONTENT_FILE, phonogramContentFile);
}
