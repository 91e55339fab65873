/**
 * Error codes of the speech protocol (PROTOCOL.md, "errors"). The first six come from the spec
 * (part 2 section 8); the 4xxxx codes are ours, for protocol misuse the client can fix.
 */
export const ErrorCode = {
  textInvalid: 28693,
  categoryInvalid: 28682,
  contentTooLong: 30005,
  busyQueueFull: 10002,
  busyWaitedTooLong: 10004,
  serverError: 32101,
  invalidFrame: 40001,
  missingFirstFrame: 40002,
  frameOutOfOrder: 40003,
  notPcm: 40004,
  audioTooLong: 40005,
  noAudio: 40006,
  idleTimeout: 40007,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A failure with a protocol code and an English message for logs and developers. */
export class SpeechError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'SpeechError';
  }

  /** The HTTP status an HTTP endpoint answers this error with. */
  get httpStatus(): number {
    if (this.code === ErrorCode.busyQueueFull || this.code === ErrorCode.busyWaitedTooLong) return 503;
    if (this.code === ErrorCode.serverError) return 500;
    return 400;
  }
}

/** Any thrown value as a SpeechError; unknown failures become 32101 with their message logged. */
export function toSpeechError(error: unknown): SpeechError {
  if (error instanceof SpeechError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`speech-server: internal error: ${detail}`);
  return new SpeechError(ErrorCode.serverError, 'the speech engine failed; please try again');
}
