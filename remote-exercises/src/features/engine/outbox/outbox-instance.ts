// The one answer outbox of this browser tab, shared by every player (and by other remotes
// through ./engine). It starts sending as soon as the remote loads, so answers left by a closed
// tab go out when the student comes back, whichever page they open.
import { useSyncExternalStore } from 'react';
import { getSession } from 'shared-api';
import { showToast } from 'shared-ui';
import { sendOutboxEntry } from '../api/answer-sender';
import { AnswerOutbox, type OutboxSnapshot } from './answer-outbox';

export const answerOutbox = new AnswerOutbox({
  send: sendOutboxEntry,
  currentStudentId: () => getSession().studentId,
});

let started = false;

/** Starts the outbox's listeners once (online, focus, visibility) and sends what waits. */
export function startAnswerOutbox(): void {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  // The server's message says why (the homework closed, the resource changed): the student sees it.
  answerOutbox.onRejected((entry) => {
    if (entry.lastError) showToast(entry.lastError);
  });
  answerOutbox.start();
}

export function useOutboxSnapshot(): OutboxSnapshot {
  return useSyncExternalStore(
    (listener) => answerOutbox.subscribe(listener),
    () => answerOutbox.getSnapshot(),
  );
}
