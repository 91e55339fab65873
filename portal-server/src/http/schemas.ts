import { z } from 'zod';

/**
 * Query parameters every student call carries (spec part 1, section 7). Route schemas
 * extend this and stay strict, so an unknown or misspelt parameter is a 400.
 */
export const studentQuery = z
  .object({
    student_id: z.coerce.number().int().positive(),
    flag: z.string().max(32).optional(),
  })
  .strict();

/** A whole number sent as a form or query string ("12"). */
export const intParam = () => z.coerce.number().int();

/** Trimmed, non-empty text of at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1).max(max);
