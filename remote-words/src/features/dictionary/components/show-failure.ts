import { isApiError } from 'shared-api';
import { showToast } from 'shared-ui';

/**
 * A failed action the API client has not told the student about yet (a 403, 404, 409 or 500:
 * only 400s and network failures have their own toast or dialog): its message as a toast.
 */
export function showFailure(error: unknown): void {
  if (isApiError(error) && !error.handled) showToast(error.message);
}
