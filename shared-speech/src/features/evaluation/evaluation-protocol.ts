/**
 * The WebSocket protocol of speech-server's /speech/evaluate and /speech/recognize
 * (speech-server/PROTOCOL.md): frame builders for what the browser sends, and strict readers for
 * what the server answers. A reader never throws: anything malformed becomes a `malformed` message,
 * which the sessions treat as an error, so a broken server or proxy can never crash a screen.
 */
import { SPEECH_CATEGORIES, isSpeechCategory, type SpeechCategory } from 'shared-contract';
import { SPEECH_SAMPLE_RATE } from '../../lib/audio-constants';

/** The evaluation categories speech-server knows (shared-contract's list, which the server checks against). */
export const EVALUATION_CATEGORIES = SPEECH_CATEGORIES;
export type EvaluationCategory = SpeechCategory;

export const isEvaluationCategory: (value: unknown) => value is EvaluationCategory = isSpeechCategory;

/** Live reading-position tracking for shadow tracking (PROTOCOL.md "interim messages"). */
export type TrackingOptions = {
  /** 1 word, 2 sentence: which index the screen follows. */
  trackType?: 1 | 2;
  /** Minimum interval between interim messages in ms (200..5000). */
  trackFlowMs?: number;
};

/** The parameters of the first (status 0) evaluation frame. */
export type EvaluationParameters = {
  category: EvaluationCategory;
  /** Reference text, already prefixed for read_word (see reference-text.ts). */
  text?: string;
  options?: readonly string[];
  references?: readonly string[];
  resourceId?: string;
  questionId?: string;
  /** The item's recording limit in seconds. */
  recordMaxTime?: number;
  tracking?: TrackingOptions;
};

/** Encodes 16-bit PCM as the little-endian base64 the protocol carries. */
export function pcmToBase64(pcm: Int16Array): string {
  const bytes = new Uint8Array(pcm.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < pcm.length; i += 1) view.setInt16(i * 2, pcm[i] ?? 0, true);
  let binary = '';
  // btoa takes a binary string; build it in slices to stay clear of argument-count limits.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function evaluationStartFrame(parameters: EvaluationParameters): string {
  const frame: Record<string, unknown> = {
    status: 0,
    category: parameters.category,
    encoding: 'raw',
    sample_rate: SPEECH_SAMPLE_RATE,
  };
  if (parameters.text !== undefined) frame.text = parameters.text;
  if (parameters.options) frame.options = [...parameters.options];
  if (parameters.references) frame.references = [...parameters.references];
  if (parameters.resourceId !== undefined) frame.resource_id = parameters.resourceId;
  if (parameters.questionId !== undefined) frame.question_id = parameters.questionId;
  if (parameters.recordMaxTime !== undefined) frame.record_max_time = parameters.recordMaxTime;
  if (parameters.tracking) {
    frame.auto_tracking = 1;
    frame.track_type = parameters.tracking.trackType ?? 1;
    if (parameters.tracking.trackFlowMs !== undefined) frame.track_flow = parameters.tracking.trackFlowMs;
  }
  return JSON.stringify(frame);
}

/** Parameters of the first recognition frame. */
export type RecognitionParameters = {
  /** ms of silence after speech that ends the utterance (spec: 6000). */
  vadEosMs?: number;
  /** Spoken options to choose among (adds a `choice` block to the result). */
  options?: readonly string[];
};

export function recognitionStartFrame(parameters: RecognitionParameters): string {
  const frame: Record<string, unknown> = { status: 0, language: 'en_us', encoding: 'raw', sample_rate: SPEECH_SAMPLE_RATE };
  if (parameters.vadEosMs !== undefined) frame.vad_eos = parameters.vadEosMs;
  if (parameters.options) frame.options = [...parameters.options];
  return JSON.stringify(frame);
}

export function audioFrame(pcm: Int16Array): string {
  return JSON.stringify({ status: 1, audio: pcmToBase64(pcm) });
}

export function lastAudioFrame(pcm?: Int16Array): string {
  return JSON.stringify({ status: 2, audio: pcm && pcm.length > 0 ? pcmToBase64(pcm) : '' });
}

/** One server message, read strictly. */
export type ServerMessage =
  | { kind: 'ack'; sid: string; maxAudioMs: number | null }
  | { kind: 'interim'; sid: string; data: Record<string, unknown> }
  | { kind: 'final'; sid: string; result: Record<string, unknown> }
  | { kind: 'error'; sid: string; code: number; message: string }
  | { kind: 'malformed'; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one WebSocket message (text expected) into a ServerMessage. */
export function readServerMessage(raw: unknown): ServerMessage {
  if (typeof raw !== 'string') return { kind: 'malformed', reason: 'binary message' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'malformed', reason: 'message is not JSON' };
  }
  if (!isRecord(parsed)) return { kind: 'malformed', reason: 'message is not an object' };
  const { code, data } = parsed;
  const sid = typeof parsed.sid === 'string' ? parsed.sid : '';
  if (typeof code !== 'number' || !Number.isInteger(code)) return { kind: 'malformed', reason: 'code is missing or not an integer' };
  if (code !== 0) {
    return { kind: 'error', sid, code, message: typeof parsed.message === 'string' ? parsed.message : '' };
  }
  if (!isRecord(data)) return { kind: 'malformed', reason: 'success without a data object' };
  switch (data.status) {
    case 0:
      return { kind: 'ack', sid, maxAudioMs: typeof data.max_audio_ms === 'number' ? data.max_audio_ms : null };
    case 1:
      return { kind: 'interim', sid, data };
    case 2:
      return isRecord(data.result) ? { kind: 'final', sid, result: data.result } : { kind: 'malformed', reason: 'final message without a result object' };
    default:
      return { kind: 'malformed', reason: 'data.status is not 0, 1 or 2' };
  }
}
