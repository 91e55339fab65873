/**
 * Streaming recognition over WS /speech/recognize (spec part 2 section 7 "Speech recognition",
 * PROTOCOL.md): the same framing as evaluation; the final result may arrive before the last frame
 * when the speaker has been silent for `vadEosMs` after speaking.
 */
import { recognitionStartFrame } from '../evaluation/evaluation-protocol';
import { SpeechSocket, type SocketFactory } from '../evaluation/speech-socket';
import type { EvaluationError } from '../evaluation/evaluation-errors';
import type { ChoiceOutcome } from '../evaluation/speech-score';

/** Spec part 2 section 9: end-of-speech silence 6000 ms. */
export const DEFAULT_VAD_EOS_MS = 6_000;
/** Spec part 2 section 9: connection time-out 60000 ms, no retries. */
export const RECOGNITION_TIMEOUT_MS = 60_000;

export type RecognizedWord = { word: string; startMs: number | null; endMs: number | null; confidence: number };

export type RecognitionResult = {
  sid: string;
  text: string;
  words: RecognizedWord[];
  audioMs: number;
  speechMs: number;
  /** No speech was heard (then `text` is ''). */
  isRejected: boolean;
  choice: ChoiceOutcome | null;
};

export type RecognitionRequest = {
  vadEosMs?: number;
  /** Spoken options to choose among (2 to 10); adds `choice` to the result. */
  options?: readonly string[];
};

export type RecognitionSessionOptions = {
  /** Partial text while the student speaks. */
  onPartialText?: (text: string) => void;
  onError?: (error: EvaluationError) => void;
  createSocket?: SocketFactory;
  /** A fresh address when the portal refuses this one (it expired or was used). */
  renewUrl?: () => Promise<string>;
  connectTimeoutMs?: number;
  resultTimeoutMs?: number;
};

export type RecognitionSession = SpeechSocket<RecognitionResult>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads the final recognition result; null (malformed) when `text` is not a string. */
export function readRecognitionResult(result: Record<string, unknown>, sid: string): RecognitionResult | null {
  if (typeof result.text !== 'string') return null;
  const words = Array.isArray(result.words) ? result.words.filter(isRecord) : [];
  const choice = isRecord(result.choice) ? result.choice : null;
  return {
    sid,
    text: result.text.trim(),
    words: words.map((word) => ({
      word: typeof word.word === 'string' ? word.word : '',
      startMs: finite(word.start_ms),
      endMs: finite(word.end_ms),
      confidence: Math.min(1, Math.max(0, finite(word.confidence) ?? 0)),
    })),
    audioMs: finite(result.audio_ms) ?? 0,
    speechMs: finite(result.speech_ms) ?? 0,
    isRejected: result.is_rejected === true,
    choice: choice
      ? {
          index: finite(choice.index) ?? -1,
          option: typeof choice.option === 'string' ? choice.option : null,
          irrelevance: Array.isArray(choice.irrelevance) ? choice.irrelevance.map((v) => finite(v) ?? 100) : [],
          rejected: choice.rejected === true,
        }
      : null,
  };
}

export function openRecognition(url: string, request: RecognitionRequest = {}, options: RecognitionSessionOptions = {}): RecognitionSession {
  const onPartialText = options.onPartialText;
  return new SpeechSocket<RecognitionResult>({
    url,
    startFrame: recognitionStartFrame({ vadEosMs: request.vadEosMs ?? DEFAULT_VAD_EOS_MS, ...(request.options ? { options: request.options } : {}) }),
    readFinal: readRecognitionResult,
    finalBeforeLastFrame: true,
    onInterim: onPartialText
      ? (data) => {
          const result = data.result;
          if (isRecord(result) && typeof result.text === 'string') onPartialText(result.text);
        }
      : undefined,
    onError: options.onError,
    createSocket: options.createSocket,
    renewUrl: options.renewUrl,
    connectTimeoutMs: options.connectTimeoutMs ?? RECOGNITION_TIMEOUT_MS,
    resultTimeoutMs: options.resultTimeoutMs ?? RECOGNITION_TIMEOUT_MS,
  });
}
