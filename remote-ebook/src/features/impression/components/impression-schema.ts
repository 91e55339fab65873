import * as z from 'zod/mini';
import { characterCount, hasEmoji } from 'shared-ui';

/** Longest impression (the server refuses longer ones with 400). */
export const IMPRESSION_MAX = 1000;

export type ImpressionMessages = { stars: string; empty: string; tooLong: string; emoji: string };

/** What is wrong with an impression's text, in the order the student should fix it (or null). */
export function impressionProblem(content: string): keyof Omit<ImpressionMessages, 'stars'> | null {
  if (content.trim().length === 0) return 'empty';
  if (characterCount(content) > IMPRESSION_MAX) return 'tooLong';
  if (hasEmoji(content)) return 'emoji';
  return null;
}

/**
 * The impression form's rules, as the server's (POST /ebook/impression): 1-5 stars, some text,
 * at most 1000 characters (as a person counts them), no emoji. One message per field.
 */
export const impressionSchema = (messages: ImpressionMessages) =>
  z.object({
    stars: z.number({ error: messages.stars }).check(z.int({ error: messages.stars }), z.gte(1, { error: messages.stars }), z.lte(5, { error: messages.stars })),
    content: z.string().check(
      z.superRefine((content, context) => {
        const problem = impressionProblem(content);
        if (problem) context.addIssue({ code: 'custom', message: messages[problem], input: content });
      }),
    ),
  });

export type ImpressionForm = z.output<ReturnType<typeof impressionSchema>>;
