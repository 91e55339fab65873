// The graded readers' source files (content/ebook/): one YAML file per book in books/, its cover
// in covers/<code>.svg, and the level check's questions in level-check.yaml. Books are written
// sentence by sentence (each paragraph a list of sentences), so the build never has to guess
// where a sentence ends ("Mr. Tanaka", quotations): each sentence is one audio file and one
// highlight step in the reader. The exercises are written in a short form here and turned into
// ordinary engine resources (reading_comprehension, word_choice, sentence_sorting) by the build.
import { z } from 'zod';
import { english, japanese } from '../textbook/content-schema';

/**
 * The six reading levels: headwords a reader of the level knows, and the length of its books.
 * Glosses are for words above the level; the level check recommends one of these.
 */
export const EBOOK_LEVELS = [
  { level: 1, name_ja: 'スターター', name_en: 'Starter', eiken: '英検5級', eiken_en: 'Eiken Grade 5', cefr: 'A1', headwords: 300, words: [250, 700] },
  { level: 2, name_ja: '初級', name_en: 'Elementary', eiken: '英検4級', eiken_en: 'Eiken Grade 4', cefr: 'A1', headwords: 600, words: [400, 1000] },
  { level: 3, name_ja: '初中級', name_en: 'Pre-intermediate', eiken: '英検3級', eiken_en: 'Eiken Grade 3', cefr: 'A2', headwords: 1000, words: [600, 1500] },
  { level: 4, name_ja: '中級', name_en: 'Intermediate', eiken: '英検準2級', eiken_en: 'Eiken Grade Pre-2', cefr: 'A2+', headwords: 1600, words: [800, 2000] },
  { level: 5, name_ja: '中上級', name_en: 'Upper-intermediate', eiken: '英検2級', eiken_en: 'Eiken Grade 2', cefr: 'B1', headwords: 2400, words: [1000, 2600] },
  { level: 6, name_ja: '上級', name_en: 'Advanced', eiken: '英検準1級', eiken_en: 'Eiken Grade Pre-1', cefr: 'B2', headwords: 3600, words: [1200, 2600] },
] as const;

export const EBOOK_LEVEL_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
const level = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

const bookCode = z.string().regex(/^[a-z][a-z0-9-]{2,40}$/, '本のコードは英小文字・数字・- で書いてください');
/** One sentence as it is read aloud and highlighted: a whole sentence, ending in . ! ? or a closing quote. */
const sentence = english(400).refine((text) => /[.!?]["”’')]?$/.test(text), '文は . ! ? で終わる1文ずつに分けて書いてください');

const chapter = z
  .object({
    title: english(80),
    title_ja: japanese(80),
    paragraphs: z.array(z.array(sentence).min(1).max(20)).min(1).max(60),
  })
  .strict();

const gloss = z
  .object({
    /** The word as it appears in the dictionary (lower case, phrases allowed: "lost and found"). */
    word: z.string().regex(/^[a-z][a-z' -]{0,39}$/, 'グロスの語は小文字の英語で書いてください'),
    /** Other spellings in the text (plural, past tense) that get the same gloss. */
    forms: z.array(z.string().regex(/^[a-z][a-z' -]{0,39}$/)).max(6).default([]),
    ja: japanese(40),
  })
  .strict();

/** Four choices, the first one right (the engine shuffles them). */
const choices = <T extends z.ZodType<string>>(text: T) => z.array(text).length(4);

const comprehension = z
  .object({
    question: english(200),
    question_ja: japanese(200),
    choices: choices(english(160)),
    explanation_ja: japanese(400),
  })
  .strict();

const vocabulary = z
  .object({
    /** A glossed word of the book. */
    word: z.string().regex(/^[a-z][a-z' -]{0,39}$/),
    /** The book's sentence with the word, shown as the question's context. */
    example: english(300),
    choices_ja: choices(japanese(40)),
    explanation_ja: japanese(300).optional(),
  })
  .strict();

const ordering = z
  .object({
    instruction_ja: japanese(120).default('物語で起きた順に並べかえましょう。'),
    /** Three to six events of the story, in the order they happen. */
    events: z.array(english(80)).min(3).max(6),
  })
  .strict();

export const ebookFile = z
  .object({
    code: bookCode,
    title: english(80),
    title_ja: japanese(80),
    level,
    genre: z.enum(['fiction', 'nonfiction']),
    /** A short topic label shown on the card (日常, 科学, 歴史 ...). */
    topic_ja: japanese(12),
    summary_ja: japanese(200),
    /** speech-server's voice for the narration. */
    voice: z.enum(['en-us', 'en-us-f', 'en-gb', 'en-gb-f']),
    chapters: z.array(chapter).min(2).max(12),
    glosses: z.array(gloss).min(5).max(80),
    exercises: z
      .object({
        /** A 40-150 word retelling the comprehension questions are printed under. */
        recap: english(1200),
        recap_ja: japanese(1500),
        comprehension: z.array(comprehension).min(3).max(6),
        vocabulary: z.array(vocabulary).min(2).max(6),
        ordering: z.array(ordering).min(1).max(2),
      })
      .strict(),
  })
  .strict();

export type EbookSource = z.output<typeof ebookFile>;

const levelCheckQuestion = z
  .object({
    id: z.string().regex(/^lc-[1-6]-[0-9]{2}$/, 'ID は lc-<レベル>-<2桁の番号> で書いてください'),
    level,
    /** A short passage of the level (1-4 sentences). */
    passage: english(600),
    question: english(200),
    question_ja: japanese(200),
    choices: choices(english(120)),
  })
  .strict();

/** level-check/level-<n>.yaml: the level check's questions of one level. */
export const levelCheckFile = z
  .object({
    level,
    questions: z.array(levelCheckQuestion).min(4).max(10),
  })
  .strict();

export type LevelCheckSource = z.output<typeof levelCheckFile>;
