import { z } from 'zod';

/** Question ids are chosen by the content pipeline: short, URL-safe, unique within a resource. */
export const questionIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, '質問IDは英数字と _ . : - の64文字以内で指定してください');

/**
 * How the server scores one item: the player scores for immediate feedback, the server scores
 * again from this key so a tampered or buggy client cannot post a perfect score. The rules
 * are the exercise engine's (remote-exercises engine/answers and question-types/shared):
 *
 * - choice: `questions[i].correct` lists the right option indexes of sub-question i (a
 *   one-question item uses the item's own question_id); right only when the chosen set equals
 *   the correct set. Posted as `result` ([{question_id, answer_index, score}]) or, for word
 *   choice, as `answer_index` in `answer_result`. The item's percent is the share of right parts.
 * - blanks: `blanks[i]` accepts any of its values, case ignored; answer_result is a JSON array.
 * - letters: the tapped letters fill the underscores of `pattern` and must spell `word`.
 * - order: the placed words must equal `order` (first word's case ignored); JSON array.
 * - sentence: a typed sentence equal to one of `accepted` (first letter's case and a final
 *   full stop forgiven).
 * - chat_bot: answer_result "child-option", one of `options` when given.
 * - speech, free: scored elsewhere (speech-server, playback, AI or teacher); the server keeps
 *   the posted percent score, clamped to 0..100.
 */
export const ITEM_KINDS = ['choice', 'blanks', 'letters', 'order', 'sentence', 'chat_bot', 'speech', 'free'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const itemMetaSchema = z
  .object({
    question_id: questionIdSchema,
    /** 1-based position shown to the learner ("item n of total"). */
    index: z.number().int().min(1).max(10_000),
    kind: z.enum(ITEM_KINDS),
    /** Reference text shown in history and favourites (sentence, word or prompt). */
    text: z.string().max(2000).optional(),
    text_jp: z.string().max(2000).optional(),
    questions: z
      .array(z.object({ question_id: questionIdSchema, correct: z.array(z.number().int().min(0).max(1000)).min(1).max(20) }).strict())
      .min(1)
      .max(100)
      .optional(),
    blanks: z.array(z.array(z.string().max(200)).min(1).max(50)).min(1).max(50).optional(),
    pattern: z.string().min(1).max(100).optional(),
    word: z.string().min(1).max(100).optional(),
    order: z.array(z.string().max(200)).min(1).max(100).optional(),
    accepted: z.array(z.string().max(2000)).min(1).max(50).optional(),
    options: z.array(z.string().regex(/^\d+-\d+$/)).max(200).optional(),
  })
  .strict();

export type ResourceItemMeta = z.infer<typeof itemMetaSchema>;

/** What each kind needs in its key; an item without it cannot be scored and is refused at load time. */
const REQUIRED_KEY: Partial<Record<ItemKind, (keyof ResourceItemMeta)[]>> = {
  choice: ['questions'],
  blanks: ['blanks'],
  letters: ['pattern', 'word'],
  order: ['order'],
  sentence: ['accepted'],
};

export const itemMetaListSchema = z
  .array(itemMetaSchema)
  .max(2000)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const [position, item] of items.entries()) {
      if (seen.has(item.question_id)) {
        ctx.addIssue({ code: 'custom', path: [position, 'question_id'], message: `質問ID ${item.question_id} が重複しています` });
      }
      seen.add(item.question_id);
      for (const field of REQUIRED_KEY[item.kind] ?? []) {
        if (item[field] === undefined) ctx.addIssue({ code: 'custom', path: [position, field], message: `${item.kind} の問題には ${field} が必要です` });
      }
    }
  });
