import { isApiError } from 'shared-api';

/**
 * True when the server answered that it will not serve this request (a 4xx: an unknown or
 * malformed id in the address). A page shows its own "not found" for that; a failed connection
 * or a server error keeps the usual error block with Retry.
 */
export function wasRefusedByServer(error: unknown): boolean {
  return isApiError(error) && typeof error.code === 'number' && error.code >= 400 && error.code < 500;
}
