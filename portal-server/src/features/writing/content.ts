import { countWords } from 'shared-contract';
import { z } from 'zod';
import { readContent } from '../../lib/content-source';

export const WRITING_LEVELS = ['eiken-3', 'eiken-pre2', 'eiken-2', 'eiken-pre1', 'free'] as const;
export type WritingLevel = (typeof WRITING_LEVELS)[number];

/** How the levels are named on screen, in the order the topic list shows them. */
export const WRITING_LEVEL_TITLES: Record<WritingLevel, string> = {
  'eiken-3': '英検3級',
  'eiken-pre2': '英検準2級',
  'eiken-2': '英検2級',
  'eiken-pre1': '英検準1級',
  free: '自由英作文',
};

const topic = z
  .object({
    code: z.string().regex(/^[a-z0-9-]+$/),
    level: z.enum(WRITING_LEVELS),
    title_en: z.string().min(1),
    title_ja: z.string().min(1),
    prompt_en: z.string().min(1),
    instruction_ja: z.string().min(1),
    min_words: z.number().int().min(1),
    max_words: z.number().int().min(1),
    keywords: z.array(z.string().min(1)),
    model_answer_en: z.string().min(1),
    model_answer_ja: z.string().min(1),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.max_words < value.min_words) ctx.addIssue({ code: 'custom', message: 'max_words は min_words 以上にしてください' });
    const words = countWords(value.model_answer_en);
    if (words < value.min_words || words > value.max_words) {
      ctx.addIssue({ code: 'custom', path: ['model_answer_en'], message: `模範解答が ${words} 語です（${value.min_words}〜${value.max_words} 語にしてください）` });
    }
    // Free writing has no topic to be relevant to; every other topic needs words to check against.
    if ((value.level === 'free') !== (value.keywords.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['keywords'], message: 'keywords は自由英作文では空、それ以外では1つ以上にしてください' });
    }
  });

const topicsFile = z
  .object({ topics: z.array(topic).min(1) })
  .strict()
  .superRefine((value, ctx) => {
    const codes = value.topics.map((entry) => entry.code);
    const duplicate = codes.find((code, index) => codes.indexOf(code) !== index);
    if (duplicate) ctx.addIssue({ code: 'custom', message: `topic code ${duplicate} が重複しています` });
  });

export type WritingTopicSource = z.infer<typeof topic>;

/** content/writing/topics.yaml, validated. */
export const readWritingTopics = (): WritingTopicSource[] => readContent('writing/topics.yaml', topicsFile).topics;
