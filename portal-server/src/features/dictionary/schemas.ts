// The dictionary calls' parameters and answers (spec part 3, section 7; shapes in issue 14's
// contract). The screens' types are generated from these.
import { z } from 'zod';
import { idParam, isoTime, studentQuery } from '../../http/schemas';

/** English: letters, spaces, hyphens and apostrophes (’ too), 1-50 characters. */
export const ENGLISH_QUERY = /^[A-Za-z][A-Za-z' ’-]*$/;
/** Japanese: kana, kanji, the long-vowel mark and the iteration marks; no spaces or Latin letters. */
export const JAPANESE_QUERY = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々〆ヶ・～〜]+$/u;

const englishWord = z
  .string({ message: '調べたい英単語を入力してください' })
  .trim()
  .min(1, '調べたい英単語を入力してください')
  .max(50, '英単語は50文字までで入力してください')
  .regex(ENGLISH_QUERY, '英単語（アルファベット）で入力してください');

const searchType = z.coerce
  .number({ message: 'type は 1（英語で検索）か 2（日本語で検索）です' })
  .int('type は 1（英語で検索）か 2（日本語で検索）です')
  .min(1, 'type は 1（英語で検索）か 2（日本語で検索）です')
  .max(2, 'type は 1（英語で検索）か 2（日本語で検索）です')
  .default(1);

export const newSearchQuery = studentQuery
  .extend({
    word: z
      .string({ message: '調べたい単語を入力してください' })
      .trim()
      .min(1, '調べたい単語を入力してください')
      .max(50, '単語は50文字までで入力してください')
      .describe('調べる単語。type=1 は英語、type=2 は日本語（意味から英単語を探す）'),
    type: searchType.describe('1 = 英語で検索（既定）、2 = 日本語の意味で検索'),
  })
  .superRefine((query, context) => {
    if (query.type === 1 && !ENGLISH_QUERY.test(query.word)) context.addIssue({ code: 'custom', path: ['word'], message: '英単語（アルファベット）で入力してください' });
    if (query.type === 2 && !JAPANESE_QUERY.test(query.word)) context.addIssue({ code: 'custom', path: ['word'], message: '日本語（ひらがな・カタカナ・漢字）で入力してください' });
    if (query.type === 2 && query.word.length > 30) context.addIssue({ code: 'custom', path: ['word'], message: '日本語は30文字までで入力してください' });
  });

export const fuzzyQuery = studentQuery.extend({
  word: englishWord.describe('つづりに自信のない英単語'),
  type: z.coerce.number({ message: 'type は 1 です' }).int('type は 1 です').min(1, 'type は 1 です').max(1, 'type は 1 です').default(1).describe('1 = 英語（今はこれだけ）'),
});

export const screenQuery = studentQuery.extend({ word: englishWord.describe('入力中の英単語（先頭の数文字）') });

export const submitLogBody = z
  .object({
    word_id: idParam().describe('開いた見出し語の word_id'),
    query: z.string().trim().max(50, '検索語は50文字までです').optional().describe('生徒が入力した語'),
    via: z
      .enum(['search', 'suggestion', 'fuzzy', 'history', 'related'], { message: 'via は search, suggestion, fuzzy, history, related のどれかです' })
      .optional()
      .describe('どこから開いたか'),
  })
  .strict();

export const deleteLogsBody = z
  .object({
    word_ids: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        const trimmed = value.trim();
        try {
          return JSON.parse(trimmed.startsWith('[') ? trimmed : `[${trimmed}]`);
        } catch {
          return value;
        }
      },
      z
        .array(idParam(), { message: '削除する単語の word_id を配列で送ってください' })
        .min(1, '削除する単語を1つ以上選んでください')
        .max(100, '一度に削除できるのは100語までです'),
    ),
  })
  .strict();

const sense = z.object({
  pos: z.string().describe("'noun'|'verb'|'adjective'|'adverb'|'preposition'|'conjunction'|'pronoun'|'interjection'|'phrase'|'other'"),
  pos_ja: z.string(),
  meanings: z.array(z.string()),
  definition_en: z.string(),
});
const example = z.object({ en: z.string(), ja: z.string().describe('和訳（データにないときは空）'), source: z.string() });
const form = z.object({ kind: z.string().describe("'past'|'past_participle'|'third_person'|'present_participle'|'plural'|'comparative'|'superlative'"), label_ja: z.string(), word: z.string() });
const related = z.object({ word: z.string(), word_id: z.number().int().nullable(), relation: z.string().describe("'derived'|'synonym'|'antonym'|..."), relation_ja: z.string() });

export const entrySchema = z.object({
  word_id: z.number().int(),
  word: z.string(),
  ipa: z.string().describe('IPA（/ なし）。ないときは空'),
  is_phrase: z.boolean(),
  mean: z.string().describe('日本語の短い意味'),
  senses: z.array(sense),
  examples: z.array(example),
  forms: z.array(form),
  related: z.array(related),
  phrases: z.array(z.object({ word_id: z.number().int(), word: z.string(), mean: z.string() })),
  sources: z.array(z.string()),
});
export type EntryData = z.output<typeof entrySchema>;

export const briefSchema = z.object({ word_id: z.number().int(), word: z.string(), mean: z.string(), ipa: z.string(), is_phrase: z.boolean() });
export type Brief = z.output<typeof briefSchema>;

export const newSearchResult = z.object({
  query: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  entries: z.array(entrySchema).describe('見出し語そのもの、次に変化形のもとの形（なければ空）'),
  inflection: z.object({ form: z.string(), lemma: z.string(), kind: z.string(), label_ja: z.string() }).nullable(),
  list: z.array(briefSchema).describe('その語で始まるほかの見出し語（type=2 はほかの意味の一致）'),
  suggestions: z.array(briefSchema).describe('見つからなかったときの、つづりの近い語'),
});

export const fuzzyResult = z.object({ query: z.string(), list: z.array(briefSchema.extend({ distance: z.number().int() })) });
export const screenResult = z.object({ query: z.string(), list: z.array(briefSchema) });
export const searchLogsResult = z.object({
  list: z.array(z.object({ word_id: z.number().int(), word: z.string(), mean: z.string(), searched_at: isoTime, times: z.number().int() })),
});
export const submitLogResult = z.object({ word_id: z.number().int(), times: z.number().int() });
export const deleteLogsResult = z.object({ removed: z.number().int() });
export const introduceResult = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
  stats: z.object({ headwords: z.number().int(), phrases: z.number().int(), with_ipa: z.number().int(), with_examples: z.number().int(), built_at: isoTime }),
  licences: z.array(z.object({ name: z.string(), source: z.string(), licence: z.string(), url: z.string(), notice: z.string() })),
});
