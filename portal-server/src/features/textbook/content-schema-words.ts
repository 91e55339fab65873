// The word lists (content/words/<list>.yaml): one source for every part of the portal that
// studies words (Eiken word training and word learning, word-study plans, business words).
// A word belongs to one list only: the lowest Eiken grade that teaches it, or the business list.
import { z } from 'zod';
import { code, english, japanese } from './content-schema';

/** Lists with their files; the Eiken ones are the grades of content/eiken-toeic/levels.yaml. */
export const WORD_LISTS = ['eiken-5', 'eiken-4', 'eiken-3', 'eiken-pre2', 'eiken-2', 'business'] as const;
export type WordListCode = (typeof WORD_LISTS)[number];

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun', 'determiner', 'interjection', 'auxiliary', 'number', 'phrase'] as const;

/** IPA as dictionaries print it, without slashes: letters, stress and length marks, ties and spaces. */
const ipa = z
  .string()
  .trim()
  .regex(/^(?:[a-zæɑɒɔəɚɝɛɜɪʊʌθðʃʒŋɡɹɾʔˈˌːˑ. ()-]|\u0329|\u0361)+$/u, 'IPA で書いてください（/ は付けません）');

const entry = z
  .object({
    /** The headword as a dictionary prints it: lower case except names and "I"; phrases with spaces. */
    word: z.string().trim().regex(/^[A-Za-z][A-Za-z' .-]{0,40}$/, '英語の見出し語を書いてください'),
    pos: z.enum(PARTS_OF_SPEECH),
    ipa,
    /** The Japanese meaning in the sense the list teaches (several senses separated by 、). */
    meaning: japanese(40),
    example: english(160),
    /** The form the example uses when it is irregular (went for go, children for child). */
    form: z.string().trim().min(1).max(40).optional(),
    example_jp: japanese(160),
  })
  .strict();
export type WordEntry = z.output<typeof entry>;

export const wordListFile = z
  .object({
    list: z.enum(WORD_LISTS),
    title: japanese(40),
    title_en: english(60),
    description: japanese(300),
    /** Topic groups in study order; word training and learning sets follow them. */
    units: z
      .array(z.object({ code, title: japanese(40), title_en: english(60), words: z.array(entry).min(5).max(60) }).strict())
      .min(1)
      .max(80),
  })
  .strict();
export type WordListFile = z.output<typeof wordListFile>;

const stem = (word: string) => {
  const lower = word.toLowerCase();
  if (lower.length <= 4) return lower;
  return lower.replace(/(e|y|ie)$/, '');
};

/**
 * What a single file's schema cannot see: a word twice (in a list or across lists), and an
 * example that does not show its word (any inflection: the stem before a final e/y must appear;
 * for a phrase, its first word).
 */
export function wordListProblems(lists: WordListFile[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  const unitCodes = new Set<string>();
  for (const list of lists) {
    for (const unit of list.units) {
      if (unitCodes.has(unit.code)) problems.push(`単語のユニットコード ${unit.code} が重複しています`);
      unitCodes.add(unit.code);
      for (const word of unit.words) {
        const key = `${word.word.toLowerCase()}|${word.pos}`;
        const before = owner.get(key);
        if (before) problems.push(`${list.list}/${unit.code}: ${word.word} (${word.pos}) は ${before} にもあります`);
        else owner.set(key, `${list.list}/${unit.code}`);
        const shown = word.form?.toLowerCase() ?? stem(word.word.split(/[ ~]/)[0] ?? word.word);
        if (!word.example.toLowerCase().includes(shown)) problems.push(`${list.list}/${unit.code}: ${word.word} の例文に見出し語がありません`);
      }
    }
  }
  return problems;
}
