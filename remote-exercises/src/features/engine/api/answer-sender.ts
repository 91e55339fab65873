// Sends one outbox entry through the shared API client and says what the outbox should do.
import { ApiError, apiPost } from 'shared-api';
import type { OutboxEntry, SendOutcome } from '../outbox/answer-outbox';

/** Codes after which sending the same post again cannot succeed. */
const REFUSED = new Set([400, 403, 404, 409, 413, 415, 422, 423]);

export function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  if (error.code === 401) return { kind: 'unauthorised', error: error.message };
  if (typeof error.code === 'number' && REFUSED.has(error.code)) return { kind: 'rejected', error: error.message, status: error.code };
  // NETWORK, TIMEOUT, CANCELLED (a sign-out in progress), BAD_RESPONSE, 429 and 5xx: try later.
  return { kind: 'retry', error: error.message };
}

/**
 * Posts the entry quietly: the outbox shows its own "waiting to be sent" state, so no
 * network toast or dialog per retry, and refused answers are reported by the practice screen.
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    await apiPost<unknown>(entry.path, entry.body, { quietNetworkError: true, silentBadRequest: true });
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOf(error);
  }
}
