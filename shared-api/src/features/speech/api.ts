// Speech-related portal calls (added by the shared-speech engineer; the sockets themselves live in
// shared-speech). Paths are portal-server's: uploads and answers features.
import type { ApiData } from 'shared-contract';
import { apiGet, apiPost, apiPostMultipart, type CallOptions } from '../../lib/http-client';

/** What the upload call returns; `file` goes into the answer's sound_file. */
export type UploadedRecording = ApiData<'/v3/upload/audio', 'post'>;

/** A minute of 128 kbps mp3 is about 1 MB; slow school networks get two minutes instead of 60 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /v3/upload/audio: the student's recording, multipart field `file`, an mp3 named by
 * timestamp (spec part 2 section 7). Resolves with data (data.file is the stored URL).
 */
export function uploadRecording(mp3: Blob, options?: CallOptions): Promise<UploadedRecording> {
  const file = new File([mp3], `${Date.now()}.mp3`, { type: 'audio/mpeg' });
  return apiPostMultipart('/upload/audio', { file }, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options });
}

/** The recognised text of the latest spoken answer; `pending` while the server still recognises it. */
export type RecognizedTextState = ApiData<'/v3/textbook/recognize-text', 'get'> | ApiData<'/v3/homework/recognize-text', 'get'>;

/** Where the answer was posted: a textbook/self-study resource, or a homework topic. */
export type RecognitionScope = { question_id: string | number; resource_id: string | number } | { question_id: string | number; topic_id: string | number };

/** GET /v3/textbook/recognize-text (question_id, resource_id) or /v3/homework/recognize-text (question_id, topic_id). */
export function fetchRecognizedText(scope: RecognitionScope, options?: CallOptions): Promise<RecognizedTextState> {
  const path = 'topic_id' in scope ? '/homework/recognize-text' : '/textbook/recognize-text';
  return apiGet(path, { ...scope }, options);
}

/** A failed evaluation or recognition (spec part 2 section 8: message, code and session id). */
export type EvaluationErrorReport = {
  code: number | string;
  message: string;
  session_id?: string;
  category?: string;
  resource_id?: string;
  question_id?: string;
};

/**
 * POST /v3/evaluation/error-report. Reports are best effort: no toast, no dialog, and a failure is
 * only logged by the caller (the student has already seen the evaluation's own message).
 */
export function reportEvaluationError(report: EvaluationErrorReport, options?: CallOptions): Promise<ApiData<'/v3/evaluation/error-report', 'post'>> {
  return apiPost('/evaluation/error-report', { ...report, message: report.message.slice(0, 2000) }, { quietNetworkError: true, silentBadRequest: true, ...options });
}
