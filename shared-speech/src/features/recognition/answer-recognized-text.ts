import { isApiError, speechApi, uiAdapter, type RecognitionScope } from 'shared-api';
import { speechText } from '../../lib/i18n/speech-i18n';
import { POLL_FAILURE_MESSAGE_KEYS, pollRecognizedText, RecognitionPollError, type PollOptions } from './recognized-text-polling';

/** The server has not heard of the answer yet (its post may still be on the way): ask again. */
const NOT_YET = 404;

/**
 * Polls the recognised text of the student's latest spoken answer (GET .../recognize-text every
 * second, 5 tries). `pending`, `none` and a 404 count as "not yet"; a `failed` recognition or a
 * failed request ends it. On failure the spec's toast is shown (time-out: hint_common_recognition_
 * connection_timeout, request failure: hint_common_recognition_connection_error) and the promise
 * rejects with a RecognitionPollError, so the screen can stop its loading state.
 */
export async function pollAnswerRecognizedText(scope: RecognitionScope, options: PollOptions = {}): Promise<string> {
  try {
    return await pollRecognizedText(async () => {
      try {
        const state = await speechApi.fetchRecognizedText(scope, { quietNetworkError: true, silentBadRequest: true, signal: options.signal });
        if (state.status === 'failed') throw new Error('the server could not recognise the recording');
        return state.recognize_text;
      } catch (error) {
        if (isApiError(error) && error.code === NOT_YET) return '';
        throw error;
      }
    }, options);
  } catch (error) {
    if (error instanceof RecognitionPollError && error.reason !== 'cancelled') uiAdapter().toast(speechText(POLL_FAILURE_MESSAGE_KEYS[error.reason]));
    throw error;
  }
}
