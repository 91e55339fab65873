import { speechApi, uiAdapter } from 'shared-api';
import type { EvaluationError } from '../evaluation/evaluation-errors';
import { evaluationSocketUrl, recognitionSocketUrl } from '../evaluation/speech-endpoints';
import { speechText } from '../../lib/i18n/speech-i18n';
import { createMicrophoneSource } from './microphone-source';
import { RecorderController, type RecorderDependencies, type RecorderOptions, type SpeechTask } from './recorder-controller';

/**
 * Sends an engine error report (spec part 2 section 8: message, code and session id) to the
 * portal, with the item it happened on so operations can find a broken item. Best effort: a
 * report that cannot be sent is logged, never shown.
 */
export function reportSpeechError(error: EvaluationError, task: SpeechTask): void {
  const item = task.type === 'evaluation' ? task.request : undefined;
  void speechApi
    .reportEvaluationError({
      code: error.code,
      message: error.message || error.kind,
      session_id: error.sid,
      category: task.type === 'evaluation' ? String(item?.category ?? '').slice(0, 32) : 'recognition',
      ...(item?.resourceId !== undefined ? { resource_id: String(item.resourceId).slice(0, 200) } : {}),
      ...(item?.questionId !== undefined ? { question_id: String(item.questionId).slice(0, 200) } : {}),
    })
    .catch((reportFailure: unknown) => console.warn('speech error report not sent', reportFailure));
}

/** The real world: the microphone, the portal's speech addresses, the shared toasts and reports. */
export const browserRecorderDependencies: RecorderDependencies = {
  createSource: createMicrophoneSource,
  evaluationUrl: evaluationSocketUrl,
  recognitionUrl: recognitionSocketUrl,
  notify: (messageKey) => uiAdapter().toast(speechText(messageKey)),
  report: reportSpeechError,
  now: () => performance.now(),
};

/**
 * A recorder for one spoken exercise screen.
 *
 * ```ts
 * const recorder = createRecorder({ kind: 'sentence_reading' });
 * await recorder.start({ task: { type: 'evaluation', request: { category: item.category, text: item.evaluate_text, questionId: item.question_id } }, recordMaxTime: item.record_max_time });
 * const outcome = await recorder.stop(); // 'refused' in the first second
 * if (outcome.status === 'scored') post(speechAnswerFields(outcome.score, await uploadRecording(outcome.take.mp3), outcome.take.durationMs));
 * recorder.destroy(); // when the screen goes away
 * ```
 */
export function createRecorder(options: RecorderOptions, dependencies: Partial<RecorderDependencies> = {}): RecorderController {
  return new RecorderController(options, { ...browserRecorderDependencies, ...dependencies });
}
