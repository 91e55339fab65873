/**
 * Polling the recognised text of an answer (spec part 2 section 7 "GET recognised text"): the
 * server fills `recognize_text` a little after the answer is posted, so the client asks every
 * second, up to 5 times; an empty text is retried; running out of tries is a time-out.
 */

/** Spec part 2 section 9: recognition polling 5 tries, 1 s apart. */
export const RECOGNITION_POLL_TRIES = 5;
export const RECOGNITION_POLL_INTERVAL_MS = 1_000;

export type PollFailureReason = 'timeout' | 'request_failed' | 'cancelled';

/** i18n keys (namespace `speech`) of the toast per failure. */
export const POLL_FAILURE_MESSAGE_KEYS: Readonly<Record<Exclude<PollFailureReason, 'cancelled'>, string>> = {
  timeout: 'hint_common_recognition_connection_timeout',
  request_failed: 'hint_common_recognition_connection_error',
};

export class RecognitionPollError extends Error {
  constructor(
    readonly reason: PollFailureReason,
    readonly tries: number,
    options?: { cause?: unknown },
  ) {
    super(`recognised text: ${reason} after ${tries} ${tries === 1 ? 'try' : 'tries'}`, options);
    this.name = 'RecognitionPollError';
  }
}

export type PollOptions = {
  tries?: number;
  intervalMs?: number;
  signal?: AbortSignal;
  /** Called before each try with its number (1-based), e.g. for a progress text. */
  onTry?: (attempt: number) => void;
};

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RecognitionPollError('cancelled', 0));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RecognitionPollError('cancelled', 0));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `fetchText` until it returns a non-empty text (trimmed), at most `tries` times, waiting
 * `intervalMs` between tries. A failed request ends the polling at once (request_failed): the API
 * client has already shown its own message for it, and repeating a failing call five times would
 * only repeat that message.
 */
export async function pollRecognizedText(fetchText: () => Promise<string | null | undefined>, options: PollOptions = {}): Promise<string> {
  const tries = options.tries ?? RECOGNITION_POLL_TRIES;
  const intervalMs = options.intervalMs ?? RECOGNITION_POLL_INTERVAL_MS;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    if (options.signal?.aborted) throw new RecognitionPollError('cancelled', attempt - 1);
    options.onTry?.(attempt);
    let text: string | null | undefined;
    try {
      text = await fetchText();
    } catch (error) {
      if (options.signal?.aborted) throw new RecognitionPollError('cancelled', attempt);
      throw new RecognitionPollError('request_failed', attempt, { cause: error });
    }
    const trimmed = typeof text === 'string' ? text.trim() : '';
    if (trimmed !== '') return trimmed;
    if (attempt < tries) await wait(intervalMs, options.signal);
  }
  throw new RecognitionPollError('timeout', tries);
}
