/**
 * Speech engine error codes (spec part 2 section 8, speech-server/PROTOCOL.md "errors") and the
 * message each one shows.
 */
export type EvaluationErrorKind = 'content' | 'busy' | 'server' | 'network' | 'other';

/** WebSocket close code of an abnormal closure; the spec uses it as "network error". */
export const NETWORK_ERROR_CODE = 1006;
/** Client-side code: the server sent something that is not a protocol message. */
export const MALFORMED_MESSAGE_CODE = -1;
/** Client-side code: the socket closed normally without a result or an error. */
export const NO_RESULT_CODE = -2;
/** Client-side code: the reading needs a category and none was given (spec: "error no category"). */
export const NO_CATEGORY_CODE = -3;

const KIND_BY_CODE: ReadonlyMap<number, EvaluationErrorKind> = new Map([
  [28693, 'content'],
  [28682, 'content'],
  [30005, 'content'],
  [10002, 'busy'],
  [10004, 'busy'],
  [32101, 'server'],
  [NETWORK_ERROR_CODE, 'network'],
]);

/** i18n key (namespace `speech`) per kind. */
export const EVALUATION_ERROR_MESSAGE_KEYS: Readonly<Record<EvaluationErrorKind, string>> = {
  content: 'evaluating_error_message.content_error',
  busy: 'evaluating_error_message.busy_error',
  server: 'evaluating_error_message.server_error',
  network: 'evaluating_error_message.network_error',
  other: 'evaluating_error_message.other_error',
};

export function evaluationErrorKind(code: number): EvaluationErrorKind {
  return KIND_BY_CODE.get(code) ?? 'other';
}

/** What an evaluation or recognition session rejects with. */
export class EvaluationError extends Error {
  readonly kind: EvaluationErrorKind;
  readonly messageKey: string;

  constructor(
    readonly code: number,
    /** Developer-facing detail (the server's English message, or what went wrong on our side). */
    detail: string,
    /** Session id the server gave, for the error report ('' when none arrived). */
    readonly sid = '',
  ) {
    super(detail);
    this.name = 'EvaluationError';
    this.kind = evaluationErrorKind(code);
    this.messageKey = EVALUATION_ERROR_MESSAGE_KEYS[this.kind];
  }
}

export function isEvaluationError(error: unknown): error is EvaluationError {
  return error instanceof EvaluationError;
}
