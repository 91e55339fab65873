// The spec's response wrapper (part 1, section 3): every body carries code and errcode
// (0 on success), errmsg and data. Errors also set the HTTP status to the errcode.

export type Wrapped<T> = { code: number; errcode: number; errmsg: string; data: T };

export function ok<T>(data: T): Wrapped<T> {
  return { code: 0, errcode: 0, errmsg: '', data };
}

/** An error the client is meant to see: errcode becomes both the HTTP status and the body's code. */
export class ApiError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
