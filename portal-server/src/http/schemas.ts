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

/** A database id sent as a form or query string: a positive whole number that fits in int4. */
export const idParam = () => z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Database ids as one comma-separated form field ("3,12,40"): 1 to `max` of them, each a
 * positive whole number that fits in int4 (ten digits pass a pattern but not the column).
 */
export const idListParam = (max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${max - 1}}$`), message)
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), message);

/**
 * Database ids as a JSON array (a JSON body) or one form field, "[3,4]" or "3,4": at most `max`
 * of them; absent or empty means none (undefined).
 */
export const idArrayParam = (max: number, message: string) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    try {
      return JSON.parse(trimmed.startsWith('[') ? trimmed : `[${trimmed}]`);
    } catch {
      return value;
    }
  }, z.array(idParam(), { message }).max(max).optional());

/** Kept to hundredths: float4 columns refuse a tiny value such as 6e-323 (underflow) with a 500. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** An optional number sent as a form string, kept to hundredths; an empty field counts as absent. */
export const formNumber = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().min(min).max(max).transform(toHundredths).optional());

/**
 * A 0-100 score a client posts (a reading's score), kept to hundredths like formNumber.
 */
export const percentScore = (message: string, parse: 'number' | 'coerce' = 'coerce') =>
  (parse === 'coerce' ? z.coerce.number({ message }) : z.number({ message }))
    .min(0, message)
    .max(100, message)
    .transform(toHundredths);

const EMOJI = /\p{Extended_Pictographic}/u;

/** Trimmed, non-empty text of at most `max` characters (spec part 1, section 5: no emoji). */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !EMOJI.test(value), { message: '絵文字は使用できません' });

/** Paging for list calls: page from 1, limit with the call's default and a hard maximum. */
export const paging = (defaultLimit: number, maxLimit = 100) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** The success wrapper (spec part 1, section 3) around a route's data, for response schemas and OpenAPI. */
export const wrapped = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.literal(0),
    errcode: z.literal(0),
    errmsg: z.string(),
    data,
  });

/** The error wrapper: errcode equals the HTTP status; errmsg is Japanese and meant for the student. */
export const errorBody = z
  .object({
    code: z.number().int(),
    errcode: z.number().int(),
    errmsg: z.string(),
    data: z.unknown(),
  })
  .meta({ id: 'ErrorBody', description: 'エラー応答。errcode は HTTP ステータスと同じ値、errmsg はそのまま利用者に表示できる日本語。' });

/** `{ 200: wrapped(data) }` plus the documented error shape, for a route's `schema.response`. */
export const responses = <T extends z.ZodType>(data: T) => ({
  200: wrapped(data),
  '4XX': errorBody,
});

/** Response data for calls that return nothing. */
export const nothing = z.null();

/** An ISO 8601 timestamp in responses. */
export const isoTime = z.string().meta({ format: 'date-time' });

/**
 * Query of a call that needs no login: the shared client may still add student_id and flag,
 * so they are allowed (and ignored); anything else is a 400.
 */
export const publicQuery = studentQuery.partial().strict();

/**
 * Body of a POST that takes no fields: nothing at all (no content type: Fastify hands the
 * validator null), or an empty form; any field is a 400.
 */
export const emptyBody = z.object({}).strict().nullish();

/** Query of an operations call that takes no parameters: any parameter is a 400. */
export const noQuery = z.object({}).strict();

/** A JSON field: a JSON array in a form field (the shared client sends lists as JSON text) or the array itself in a JSON body. */
export const jsonList = <T extends z.ZodType>(schema: T, message: string, max = 40) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(schema, { message }).max(max, message));
