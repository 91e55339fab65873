import { z } from 'zod';
import { ErrorCode, SpeechError } from '../../lib/speech-error';

const identifier = z.union([z.string().max(200), z.number()]).transform(String);
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => value === 1 || value === true);

/** status 0 of WS /speech/evaluate (PROTOCOL.md); category and text are checked afterwards with their own codes. */
export const evaluateStartFrame = z.object({
  status: z.literal(0),
  category: z.string().max(64).optional(),
  text: z.string().max(100_000).optional(),
  options: z.array(z.string().max(2000)).max(100).optional(),
  references: z.array(z.string().max(20_000)).max(100).optional(),
  resource_id: identifier.optional(),
  question_id: identifier.optional(),
  record_max_time: z.number().positive().max(3600).optional(),
  auto_tracking: flag.optional(),
  track_type: z.union([z.literal(1), z.literal(2)]).optional(),
  track_flow: z.number().int().min(200).max(5000).optional(),
  encoding: z.string().max(32).optional(),
  sample_rate: z.number().optional(),
  audio: z.string().optional(),
});
export type EvaluateStartFrame = z.infer<typeof evaluateStartFrame>;

/** status 0 of WS /speech/recognize. */
export const recognizeStartFrame = z.object({
  status: z.literal(0),
  language: z.string().max(16).optional(),
  vad_eos: z.number().int().min(1000).max(60_000).optional(),
  options: z.array(z.string().max(2000)).max(100).optional(),
  encoding: z.string().max(32).optional(),
  sample_rate: z.number().optional(),
  audio: z.string().optional(),
});
export type RecognizeStartFrame = z.infer<typeof recognizeStartFrame>;

export const audioFrame = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  audio: z.string().optional(),
});

/** A JSON text frame as an object with a numeric status, or 40001. */
export function parseFrameJson(text: string): { status: number } & Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SpeechError(ErrorCode.invalidFrame, 'frame is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new SpeechError(ErrorCode.invalidFrame, 'frame must be a JSON object');
  const status = (value as { status?: unknown }).status;
  if (status !== 0 && status !== 1 && status !== 2) throw new SpeechError(ErrorCode.invalidFrame, 'frame needs "status" 0 (first), 1 (audio) or 2 (last)');
  return value as { status: number } & Record<string, unknown>;
}

/** Validates a frame against a schema, turning the first problem into a 40001 message. */
export function validateFrame<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `"${issue.path.join('.')}"` : 'frame';
  throw new SpeechError(ErrorCode.invalidFrame, `${where}: ${issue?.message ?? 'invalid'}`);
}

/** Only raw 16 kHz audio is accepted (40004 otherwise). */
export function assertRawAudioFormat(frame: { encoding?: string; sample_rate?: number }): void {
  if (frame.encoding !== undefined && frame.encoding !== 'raw') {
    throw new SpeechError(ErrorCode.notPcm, `encoding "${frame.encoding}" is not supported; send raw 16-bit PCM ("raw")`);
  }
  if (frame.sample_rate !== undefined && frame.sample_rate !== 16_000) {
    throw new SpeechError(ErrorCode.notPcm, `sample_rate ${frame.sample_rate} is not supported; send 16000 Hz audio`);
  }
}
