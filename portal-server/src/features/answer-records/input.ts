import { z } from 'zod';
import { formNumber, idParam } from '../../http/schemas';
import { questionIdSchema } from '../../lib/item-meta';

/** An optional whole number sent as a form string; an empty field counts as absent. */
const formInt = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(min).max(max).optional());

/** 0 or 1, sent as "0"/"1" (forms) or 0/1 (JSON). */
export const flag01 = () =>
  z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { message: '0 か 1 を指定してください' })
    .transform((value) => Number(value) as 0 | 1);

const longText = (max: number) => z.string().max(max, `${max}文字以内で送ってください`);

/** The client's id of one run through a resource (answer record guid), e.g. a UUID. */
export const runGuid = () => z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'guid は英数字・-・_ の8〜64文字で指定してください');

/**
 * Everything one post to an answer-record call may carry (spec part 2 section 7 per type,
 * part 2 section 3 answer record): the run's guid and progress, and at most one answer.
 */
export const answerRecordFields = {
  guid: runGuid(),
  question_id: questionIdSchema.optional(),
  current_index: formInt(0, 10_000),
  is_completed: flag01().optional(),
  engine_result: longText(2000).optional(),
  engine_pic: longText(2000).optional(),
  // choice
  result: z.union([longText(50_000), z.array(z.unknown()).max(200)]).optional(),
  // word choice, typed, ordered, chat bot
  answer_result: longText(5000).optional(),
  total_score: formNumber(-1_000_000, 1_000_000),
  percent_score: formNumber(-1_000_000, 1_000_000),
  score: formNumber(-1_000_000, 1_000_000),
  // speech
  accuracy_score: formNumber(-1_000_000, 1_000_000),
  fluency_score: formNumber(-1_000_000, 1_000_000),
  integrity_score: formNumber(-1_000_000, 1_000_000),
  evaluate_result: longText(300_000).optional(),
  evaluate_html: longText(300_000).optional(),
  sound_file: longText(300).optional(),
  record_duration: formNumber(0, 3600),
  poorly_words: longText(5000).optional(),
  study_report: longText(100_000).optional(),
  practice_type: z.union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)]).transform(Number).optional(),
  recognize_text: longText(5000).optional(),
  word_id: z.string().regex(/^[A-Za-z0-9_.:-]{0,64}$/, 'word_id は英数字の64文字以内です').optional(),
  is_skipped: flag01().optional(),
};

export const homeworkRecordBody = z.object({ topic_id: idParam(), homework_id: idParam().optional(), ...answerRecordFields }).strict();
export const practiceRecordBody = z.object({ resource_id: idParam(), ...answerRecordFields }).strict();

export type AnswerRecordBody = z.output<z.ZodObject<typeof answerRecordFields>>;

/** Fields that carry an answer: a post with none of them only saves progress. */
export const ANSWER_CONTENT_FIELDS = [
  'result',
  'answer_result',
  'total_score',
  'percent_score',
  'score',
  'accuracy_score',
  'fluency_score',
  'integrity_score',
  'evaluate_result',
  'evaluate_html',
  'sound_file',
  'record_duration',
  'poorly_words',
  'study_report',
  'practice_type',
  'recognize_text',
  'word_id',
] as const satisfies readonly (keyof AnswerRecordBody)[];

const SPEECH_FIELDS = ['accuracy_score', 'fluency_score', 'integrity_score', 'evaluate_result', 'evaluate_html', 'sound_file', 'record_duration', 'study_report'] as const;

/** Which shape of answer a post carries, before the item's key is consulted. */
export function postedKind(body: AnswerRecordBody): 'choice' | 'text' | 'speech' | 'score' | 'skip' | null {
  if (body.is_skipped === 1) return 'skip';
  if (body.result !== undefined) return 'choice';
  if (SPEECH_FIELDS.some((field) => body[field] !== undefined)) return 'speech';
  if (body.answer_result !== undefined) return 'text';
  if (body.percent_score !== undefined || body.total_score !== undefined || body.score !== undefined) return 'score';
  return null;
}

const choiceEntry = z
  .object({
    question_id: z.union([questionIdSchema, z.number().int().nonnegative().transform(String)]),
    answer_index: z.unknown(),
    score: z.coerce.number().min(-1_000_000).max(1_000_000).default(0),
  })
  .loose();

/** `result` of a choice answer: a JSON list of { question_id, answer_index, score }. */
export const choiceResultSchema = z.array(choiceEntry).min(1, 'result に回答がありません').max(200);
