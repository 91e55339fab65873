/**
 * Evaluation over WS /speech/evaluate: `openEvaluation` checks the request, opens the socket and
 * sends the parameters; the caller streams audio and calls `finish` for the score.
 */
import { EvaluationError, NO_CATEGORY_CODE } from './evaluation-errors';
import { evaluationStartFrame, isEvaluationCategory, type TrackingOptions } from './evaluation-protocol';
import { buildReferenceText, type Vocabulary } from './reference-text';
import { readSpeechScore, type SpeechScore } from './speech-score';
import { SpeechSocket, type SocketFactory } from './speech-socket';

/** What to evaluate (from the item being answered). */
export type EvaluationRequest = {
  /** The item's `category` or `evaluate_type`; required (spec: "Recording requires a category"). */
  category: string | null | undefined;
  /** Reference text (`evaluate_text`); required except for free_reply and choice. */
  text?: string;
  /** read_word only: the item's `ipa`, or pronunciations per word. */
  vocabulary?: Vocabulary;
  /** choice: the replies to choose among. */
  options?: readonly string[];
  /** free_reply: sample answers. */
  references?: readonly string[];
  resourceId?: string | number;
  questionId?: string | number;
  /** The item's recording limit in seconds. */
  recordMaxTimeSeconds?: number;
  /** Shadow tracking: interim reading positions. */
  tracking?: TrackingOptions;
};

/** Interim reading position (shadow tracking). */
export type TrackingPosition = { wordIndex: number; sentenceIndex: number; audioMs: number };

export type EvaluationSessionOptions = {
  onTracking?: (position: TrackingPosition) => void;
  onError?: (error: EvaluationError) => void;
  createSocket?: SocketFactory;
  /** A fresh address when the portal refuses this one (it expired or was used). */
  renewUrl?: () => Promise<string>;
  connectTimeoutMs?: number;
  resultTimeoutMs?: number;
};

export type EvaluationSession = SpeechSocket<SpeechScore>;

/** The server's own code for a missing reference text, reused so the student sees the same message. */
const MISSING_TEXT_CODE = 28693;

/**
 * Opens an evaluation session. Throws an EvaluationError at once (nothing is opened) when the
 * request has no valid category or no reference text where one is needed.
 */
export function openEvaluation(url: string, request: EvaluationRequest, options: EvaluationSessionOptions = {}): EvaluationSession {
  const startFrame = evaluationRequestFrame(request);
  const onTracking = options.onTracking;
  return new SpeechSocket<SpeechScore>({
    url,
    startFrame,
    readFinal: readSpeechScore,
    finalBeforeLastFrame: false,
    onInterim: onTracking ? (data) => forwardTracking(data, onTracking) : undefined,
    onError: options.onError,
    createSocket: options.createSocket,
    renewUrl: options.renewUrl,
    connectTimeoutMs: options.connectTimeoutMs,
    resultTimeoutMs: options.resultTimeoutMs,
  });
}

/**
 * The status 0 frame for a request. Throws an EvaluationError when the request has no valid
 * category (NO_CATEGORY_CODE) or no reference text where one is needed (28693), so a recorder can
 * refuse before it opens the microphone.
 */
export function evaluationRequestFrame(request: EvaluationRequest): string {
  const category = request.category?.trim();
  if (!isEvaluationCategory(category)) throw new EvaluationError(NO_CATEGORY_CODE, `no category (got ${JSON.stringify(request.category ?? null)})`);
  const needsText = category !== 'free_reply' && category !== 'choice';
  const text = request.text?.trim() ?? '';
  if (needsText && text === '') throw new EvaluationError(MISSING_TEXT_CODE, 'the reference text is empty');
  return evaluationStartFrame({
    category,
    ...(text !== '' ? { text: buildReferenceText(category, text, request.vocabulary) } : {}),
    ...(request.options ? { options: request.options } : {}),
    ...(request.references ? { references: request.references } : {}),
    ...(request.resourceId !== undefined ? { resourceId: String(request.resourceId) } : {}),
    ...(request.questionId !== undefined ? { questionId: String(request.questionId) } : {}),
    ...(request.recordMaxTimeSeconds !== undefined ? { recordMaxTime: request.recordMaxTimeSeconds } : {}),
    ...(request.tracking ? { tracking: request.tracking } : {}),
  });
}

function forwardTracking(data: Record<string, unknown>, onTracking: (position: TrackingPosition) => void) {
  const tracking = data.tracking;
  if (typeof tracking !== 'object' || tracking === null) return;
  const { word_index: wordIndex, sentence_index: sentenceIndex, audio_ms: audioMs } = tracking as Record<string, unknown>;
  if (typeof wordIndex !== 'number' || typeof sentenceIndex !== 'number') return;
  onTracking({ wordIndex, sentenceIndex, audioMs: typeof audioMs === 'number' ? audioMs : 0 });
}
