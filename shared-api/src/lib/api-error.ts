/**
 * What a failed call rejects with. `code` is the server's errcode (400, 401, 409, 423, 500, ...),
 * or one of the client-side codes below when no usable answer arrived.
 */
export type ApiErrorCode = number | 'NETWORK' | 'TIMEOUT' | 'CANCELLED' | 'BAD_RESPONSE';

/** The spec's response wrapper (part 1, section 3). Success is code 0, or errcode absent. */
export type ResponseWrapper<T = unknown> = {
  code?: number;
  errcode?: number;
  errmsg?: string;
  data: T;
};

/**
 * The error object every call rejects with (spec part 1, section 8: "an error object with
 * code, message and data").
 *
 * `handled` is true when the client already told the student (the 400 toast, the 401 alert,
 * the no-network toast and dialog) or when nothing should be shown (a cancelled request), so a
 * caller's catch block only needs to show something when `handled` is false.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly data: unknown = null,
    readonly handled = false,
    /** The whole response body; set for errcode 423, which the spec hands to the caller whole. */
    readonly response: ResponseWrapper | null = null,
    /** The path that failed, for error reports. */
    readonly url = '',
  ) {
    super(message);
  }

  /** True for a request that was cancelled on purpose (401 sign-out, navigation, caller's signal). */
  get cancelled(): boolean {
    return this.code === 'CANCELLED';
  }
}

/** Narrowing helper for catch blocks: `if (isApiError(e) && e.code === 409) ...`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
