// The source format of the exercise content (portal-server/content/exercises/, see its
// README.md): textbooks with units, skill-up lists and the demo homework, each resource with
// its items. Every file is checked here before anything is built or loaded; the checks are
// the ones a player relies on (one right option, as many answers as blanks, a letter pattern
// that spells its word...), so a mistake in the content stops the build with its place named.
import { QUESTION_TYPE_KEYS, type QuestionTypeKey } from 'shared-contract';
import { z } from 'zod';
import { checkSpokenResource, spokenSchemas } from './content-schema-spoken';

export const code = z.string().regex(/^[a-z0-9][a-z0-9-]{1,80}$/, 'コードは英小文字・数字・- で書いてください');
export const questionId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, '問題IDは英小文字・数字・- で書いてください');
const mediaFile = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg)$/, 'media/ にある画像のファイル名を書いてください');
export const english = (max: number) => z.string().trim().min(1).max(max);
export const japanese = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(value), '日本語で書いてください');

export const VOICES = ['en-us', 'en-us-f', 'en-gb', 'en-gb-f'] as const;

/** One spoken line of an item's audio; several lines (a dialogue) are joined into one file. */
export const audioLine = z
  .object({
    voice: z.enum(VOICES).default('en-us'),
    text: english(600),
    /** speech-server speed 0..100 (50 is about 150 words per minute). */
    speed: z.number().int().min(20).max(80).default(45),
  })
  .strict();
export type AudioLine = z.output<typeof audioLine>;

const audio = z.array(audioLine).min(1).max(14);

const option = z
  .object({
    content: english(300),
    type: z.enum(['text', 'image']).default('text'),
    correct: z.boolean().default(false),
  })
  .strict();

const japaneseOption = option.extend({ content: japanese(120) });

const subQuestion = z
  .object({
    screen_text: english(400).optional(),
    screen_jp: japanese(400).optional(),
    screen_pic: mediaFile.optional(),
    answers: z.array(option).min(2).max(6),
    explanation: japanese(800).optional(),
  })
  .strict();

/** Fields every item may carry (spec part 2, section 3 "Item"). */
const itemBase = {
  id: questionId,
  instruction: english(300).optional(),
  instruction_jp: japanese(300).optional(),
  screen_title: english(200).optional(),
  screen_title_jp: japanese(200).optional(),
  screen_pic: mediaFile.optional(),
  explanation: japanese(1200).optional(),
  explanation_image: mediaFile.optional(),
  hint: english(300).optional(),
  hint_jp: japanese(300).optional(),
  subtitle_translate: japanese(1500).optional(),
  samples: z.array(z.object({ content: english(800), content_jp: japanese(800).optional() }).strict()).max(3).optional(),
  result_tips_pic: mediaFile.optional(),
};

const spoken = spokenSchemas({ audioLine, english, japanese, mediaFile, itemBase });

const blankCount = (text: string) => (text.match(/\{\d+\}/g) ?? []).length;
const blanksInOrder = (text: string) => (text.match(/\{(\d+)\}/g) ?? []).every((marker, position) => marker === `{${position + 1}}`);

const item = {
  listen_choice: z.object({ ...itemBase, audio, screen_text: english(300).optional(), answers: z.array(option).min(2).max(6) }).strict(),
  listen_mock: z.object({ ...itemBase, audio, questions: z.array(subQuestion).min(1).max(5) }).strict(),
  cloze_test: z.object({ ...itemBase, content: english(3000), content_jp: japanese(3000).optional(), questions: z.array(subQuestion).min(1).max(10) }).strict(),
  grammar_choice: z.object({ ...itemBase, screen_text: english(300), screen_text_jp: japanese(300).optional(), choose: z.array(option).min(2).max(5) }).strict(),
  reading_comprehension: z.object({ ...itemBase, content: english(4000), content_jp: japanese(4000).optional(), questions: z.array(subQuestion).min(1).max(6) }).strict(),
  word_choice: z
    .object({ ...itemBase, word: english(60), ipa: z.string().max(80).optional(), screen_text: english(300).optional(), audio: audio.optional(), choose: z.array(japaneseOption).min(2).max(5) })
    .strict(),
  sentence_sorting: z.object({ ...itemBase, screen_text: english(300), screen_text_jp: japanese(300), answer: z.array(english(80)).min(2).max(10), audio: audio.optional() }).strict(),
  word_order_blank_fill: z
    .object({
      ...itemBase,
      screen_text: english(300),
      screen_text_jp: japanese(300),
      answer: z.array(english(40)).min(2).max(10),
      /** The first word keeps its capital on the tile (I, names); otherwise tiles are lower case. */
      proper_first: z.boolean().default(false),
      audio: audio.optional(),
    })
    .strict(),
  listen_fill_words: z
    .object({ ...itemBase, audio, screen_text: english(400), filling_answer: z.array(z.array(english(20)).min(1).max(6)).min(1).max(8) })
    .strict(),
  translate_fill_words: z
    .object({ ...itemBase, screen_text: english(400), screen_text_jp: japanese(300), filling_answer: z.array(z.array(english(20)).min(1).max(6)).min(1).max(8), audio: audio.optional() })
    .strict(),
  listen_fill_letters: z
    .object({
      ...itemBase,
      word: z.string().regex(/^[a-z][a-z'-]{1,19}$/, '小文字の英単語で書いてください'),
      mean: japanese(100),
      filling_remain_letters: z.string().regex(/^[a-z'_-]{2,20}$/),
      /** Letters offered besides the missing ones. */
      extra_letters: z.array(z.string().regex(/^[a-z]$/)).max(6).default([]),
      audio: audio.optional(),
    })
    .strict(),
  fill_blanks_writing: z
    .object({ ...itemBase, screen_text: english(1200), filling_answer: z.array(z.array(english(20)).min(1).max(8)).min(1).max(10) })
    .strict(),
  ja_to_en_writing: z.object({ ...itemBase, screen_text_jp: japanese(300), answer: z.array(english(300)).min(1).max(12) }).strict(),
  // The spoken types of issue 7 (content-schema-spoken.ts).
  ...spoken.items,
} as const satisfies Record<QuestionTypeKey, z.ZodType>;

const exactlyOneCorrect = (options: { correct: boolean }[]) => options.filter((entry) => entry.correct).length === 1;

/** Checks a player relies on, beyond the field types. */
function checkItem(type: QuestionTypeKey, value: Record<string, unknown>, multipleChoice: boolean, ctx: z.RefinementCtx, path: (string | number)[]) {
  const issue = (message: string, at: (string | number)[] = []) => ctx.addIssue({ code: 'custom', message, path: [...path, ...at] });
  const options = (value.answers ?? value.choose) as { correct: boolean }[] | undefined;
  if (options && type !== 'listen_choice' && !exactlyOneCorrect(options)) issue('正解の選択肢はちょうど1つにしてください');
  // Listen choice may have several right options (a multi-answer question); the player
  // switches to check boxes when it has more than one, or when the resource says multiple_choice.
  if (type === 'listen_choice' && options) {
    const correct = options.filter((entry) => entry.correct).length;
    if (correct < 1) issue('正解の選択肢を1つ以上にしてください', ['answers']);
    if (!multipleChoice && correct === options.length) issue('すべての選択肢が正解になっています', ['answers']);
  }
  const questions = value.questions as { answers: { correct: boolean }[] }[] | undefined;
  questions?.forEach((question, position) => {
    if (!exactlyOneCorrect(question.answers)) issue('正解の選択肢はちょうど1つにしてください', ['questions', position]);
  });
  const prompt = (type === 'cloze_test' ? value.content : value.screen_text) as string | undefined;
  if (prompt && ['cloze_test', 'sentence_sorting', 'word_order_blank_fill', 'listen_fill_words', 'translate_fill_words', 'fill_blanks_writing'].includes(type)) {
    if (!blanksInOrder(prompt)) issue('空欄は {1} {2} ... の順に書いてください');
    const blanks = blankCount(prompt);
    const expected = ((value.questions ?? value.answer ?? value.filling_answer) as unknown[] | undefined)?.length ?? 0;
    if (blanks === 0) issue('空欄 {1} がありません');
    if (blanks !== expected) issue(`空欄が ${blanks} 個なのに答えが ${expected} 個あります`);
  }
  if (type === 'grammar_choice' && !/_{3,}/.test(String(value.screen_text))) issue('文法選択の問題文には空欄 ___ を入れてください', ['screen_text']);
  if (type === 'listen_fill_letters') {
    const pattern = String(value.filling_remain_letters);
    const word = String(value.word);
    const fits = pattern.length === word.length && pattern.split('').every((char, position) => char === '_' || char === word[position]);
    if (!fits) issue(`文字の空欄 ${pattern} が単語 ${word} に合いません`, ['filling_remain_letters']);
    if (!pattern.includes('_')) issue('空欄 _ が1つもありません', ['filling_remain_letters']);
  }
}

const resourceBase = {
  code,
  title: english(200),
  title_jp: japanese(200),
  description: english(300),
  description_jp: japanese(300),
  /** 0 keeps the option order as written. */
  option_random: z.union([z.literal(0), z.literal(1)]).default(1),
  multiple_choice: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Mock listening: the instructions spoken before the first item. */
  tips_audio: audio.optional(),
  /** Each item's recording is played twice in a row (as some tests do); the transcript shows it once. */
  play_twice: z.boolean().default(false),
  // Dialogue speakers and waits, integrated-process parts, chat-bot replies, article title (issue 7).
  ...spoken.resourceFields,
};

/** One practice resource of any exercise type, with at least one item. */
export const exerciseResource = z
  .object({ ...resourceBase, type: z.enum(QUESTION_TYPE_KEYS), items: z.array(z.record(z.string(), z.unknown())).min(1).max(40) })
  .strict()
  .transform((resource, ctx) => {
    const schema = item[resource.type];
    const items = resource.items.map((raw, position) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['items', position, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))] });
        return null;
      }
      checkItem(resource.type, parsed.data as Record<string, unknown>, resource.multiple_choice === 1, ctx, ['items', position]);
      return parsed.data as ItemOf<QuestionTypeKey>;
    });
    const ids = items.flatMap((entry) => (entry ? [entry.id] : []));
    const duplicate = ids.find((id, position) => ids.indexOf(id) !== position);
    if (duplicate) ctx.addIssue({ code: 'custom', message: `問題ID ${duplicate} が重複しています`, path: ['items'] });
    if (resource.type === 'listen_mock' && !resource.tips_audio) ctx.addIssue({ code: 'custom', message: '模擬テストには最初に流す tips_audio が必要です', path: ['tips_audio'] });
    checkSpokenResource(resource, ctx);
    return { ...resource, items: items.filter((entry): entry is ItemOf<QuestionTypeKey> => entry !== null) };
  });

export type ItemOf<K extends QuestionTypeKey> = z.output<(typeof item)[K]>;
export type ExerciseResourceSource = z.output<typeof exerciseResource>;

/** A grammar point of a unit (/textbook/grammarExample): explanation, example sentences, training. */
export const grammarResource = z
  .object({
    code,
    type: z.literal('grammar_index'),
    title: english(200),
    title_jp: japanese(200),
    description: english(300),
    description_jp: japanese(300),
    introduce: z.object({ tab_name: japanese(40), content_jp: japanese(3000), picture: mediaFile.optional() }).strict(),
    sentences: z
      .object({
        tab_name: japanese(40),
        items: z.array(z.object({ id: questionId, en: english(300), jp: japanese(300), voice: z.enum(VOICES).default('en-us-f') }).strict()).min(2).max(12),
      })
      .strict(),
    training: z
      .array(z.object({ tab_name: japanese(40), training_type: z.enum(['choose', 'blank_filling']), resource: code }).strict())
      .min(1)
      .max(4),
  })
  .strict();
export type GrammarResourceSource = z.output<typeof grammarResource>;

export const anyResource = z.union([grammarResource, exerciseResource]);
export type ResourceSource = ExerciseResourceSource | GrammarResourceSource;

export const unitFile = z
  .object({
    unit: z.object({ code, number: z.number().int().min(1).max(99), title: english(200), title_jp: japanese(200) }).strict(),
    resources: z.array(anyResource).min(1).max(20),
  })
  .strict();
export type UnitFile = z.output<typeof unitFile>;

export const bookFile = z
  .object({
    code,
    title: english(200),
    title_jp: japanese(200),
    description_jp: japanese(600),
    level: z.string().regex(/^(A1|A2|B1|B2|C1|C2)(-(A1|A2|B1|B2|C1|C2))?$/),
    cover: mediaFile,
    /** Unit files in this folder, in order. */
    units: z.array(z.string().regex(/^[a-z0-9-]+\.yaml$/)).min(1).max(30),
  })
  .strict();

/** Skill-up tabs (/skillup/list/:type). */
export const SKILLUP_TYPES = ['listening', 'reading', 'speaking', 'writing', 'grammar'] as const;
export const skillupFile = z
  .object({
    type: z.enum(SKILLUP_TYPES),
    resources: z.array(exerciseResource).min(1).max(30),
  })
  .strict();

/** The demo homework, set for the demo classes by the seed. */
export const homeworkFile = z
  .object({
    homework: z
      .array(
        z
          .object({
            class: z.enum(['business', 'college']),
            title: japanese(120),
            description: japanese(600),
            /** Days from the seed run: starts now, due after `due_days`, closes after `expires_days`. */
            due_days: z.number().int().min(1).max(365),
            expires_days: z.number().int().min(1).max(400).optional(),
            required_times: z.number().int().min(0).max(5).default(0),
            has_limit: z.boolean().default(false),
            limit_number: z.number().int().min(0).max(20).default(0),
            switches: z
              .object({
                sample_answer: z.union([z.literal(0), z.literal(1)]).default(1),
                speech_speed: z.union([z.literal(0), z.literal(1)]).default(1),
                subtitle: z.union([z.literal(0), z.literal(1)]).default(1),
                translation: z.union([z.literal(0), z.literal(1)]).default(1),
                answer_tips: z.union([z.literal(0), z.literal(1)]).default(1),
              })
              .strict()
              .default({ sample_answer: 1, speech_speed: 1, subtitle: 1, translation: 1, answer_tips: 1 }),
            /** Resource codes, one topic each. */
            topics: z.array(code).min(1).max(20),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
