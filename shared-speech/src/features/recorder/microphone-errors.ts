/**
 * Mapping of microphone start-up failures to the spec's four messages
 * (spec part 1 section 5, part 2 section 8).
 */
export type MicrophoneErrorKind = 'permission_denied' | 'startup_failed' | 'browser_not_supported' | 'other';

/** i18n key (namespace `speech`) of the message shown for each kind. */
export const MICROPHONE_ERROR_MESSAGE_KEYS: Readonly<Record<MicrophoneErrorKind, string>> = {
  permission_denied: 'microphone_error.permission_denied',
  startup_failed: 'microphone_error.startup_failed',
  browser_not_supported: 'microphone_error.browser_not_supported',
  other: 'microphone_error.other',
};

/** Error thrown by the recorder when the microphone cannot be opened; carries the mapped kind. */
export class MicrophoneError extends Error {
  readonly kind: MicrophoneErrorKind;
  readonly messageKey: string;

  constructor(kind: MicrophoneErrorKind, cause?: unknown) {
    super(`microphone: ${kind}${cause instanceof Error ? ` (${cause.name}: ${cause.message})` : ''}`, { cause });
    this.name = 'MicrophoneError';
    this.kind = kind;
    this.messageKey = MICROPHONE_ERROR_MESSAGE_KEYS[kind];
  }
}

// Names browsers give getUserMedia failures; the old Chrome spellings are kept because the
// spec's minimum browsers (Chrome 38, Firefox 31) still report them.
const PERMISSION_NAMES = new Set(['NotAllowedError', 'PermissionDeniedError']);
const STARTUP_NAMES = new Set(['AbortError', 'NotFoundError', 'DevicesNotFoundError', 'SecurityError']);

/**
 * Classifies anything getUserMedia (or the audio graph built on it) threw.
 * Permission denied -> permission not opened; abort, not found or security -> recorder start-up;
 * a generic `Error` (which is what a browser without getUserMedia gives) -> browser not supported;
 * anything else -> another error.
 */
export function classifyMicrophoneError(error: unknown): MicrophoneErrorKind {
  if (error instanceof MicrophoneError) return error.kind;
  const name = errorName(error);
  if (name && PERMISSION_NAMES.has(name)) return 'permission_denied';
  if (name && STARTUP_NAMES.has(name)) return 'startup_failed';
  if (name === 'Error' || name === 'NotSupportedError') return 'browser_not_supported';
  return 'other';
}

/** Wraps a start-up failure in a MicrophoneError (unchanged if it already is one). */
export function toMicrophoneError(error: unknown): MicrophoneError {
  return error instanceof MicrophoneError ? error : new MicrophoneError(classifyMicrophoneError(error), error);
}

function errorName(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') return error.name;
  return undefined;
}
