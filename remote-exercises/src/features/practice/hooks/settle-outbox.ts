import { answerOutbox } from '../../engine/outbox/outbox-instance';

/** How long a practice page lets waiting answers go out before it reads the run to resume. */
const SETTLE_MS = 5000;

/**
 * Sends what waits in the outbox before a practice page reads the open run, so a run resumed
 * after a closed tab or a lost connection starts after the last answer given, not before it.
 * Gives up quietly after a few seconds (offline): the page then shows what the server has.
 */
export async function settleOutbox(): Promise<void> {
  await Promise.race([answerOutbox.resume().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SETTLE_MS))]);
}
