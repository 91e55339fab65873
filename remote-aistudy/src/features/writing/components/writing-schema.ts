import * as z from 'zod/mini';
import { firstNonEnglishCharacter, WRITING_MAX_WORDS, writingInputProblem, type WritingInputProblem } from 'shared-contract';

export type WritingMessages = (problem: WritingInputProblem, details: { character: string; max: number }) => string;

/**
 * The writing form's rule, the server's own (shared-contract's writingInputProblem): not empty,
 * no emoji, English only (the message names the first character to retype), not too long.
 */
export const writingSchema = (message: WritingMessages) =>
  z.object({
    content: z.string().check(
      z.superRefine((content, context) => {
        const problem = writingInputProblem(content);
        if (problem) context.addIssue({ code: 'custom', input: content, message: message(problem, { character: firstNonEnglishCharacter(content) ?? '', max: WRITING_MAX_WORDS }) });
      }),
    ),
  });

export type WritingFormValues = z.output<ReturnType<typeof writingSchema>>;
