import { reportError, uiAdapter } from 'shared-api';
import type { EvaluationError } from '../evaluation/evaluation-errors';
import { evaluationSocketUrl, recognitionSocketUrl } from '../evaluation/speech-endpoints';
import { speechText } from '../i18n/speech-i18n';
import { createMicrophoneSource } from './microphone-source';
import { RecorderController, type RecorderDependencies, type RecorderOptions, type SpeechTask } from './recorder-controller';

/**
 * Sends an engine error report (spec part 2 section 8: message, code and session id), with the
 * item it happened on so operations can find a broken item.
 */
export function reportSpeechError(error: EvaluationError, task: SpeechTask): void {
  const where = task.type === 'evaluation' ? `/speech/evaluate?category=${task.request.category ?? ''}&question_id=${task.request.questionId ?? ''}&resource_id=${task.request.resourceId ?? ''}` : '/speech/recognize';
  reportError({ code: error.code, url: where, message: `${error.message} (sid: ${error.sid || 'none'})` });
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
