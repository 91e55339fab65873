import { sessionStore } from 'shared-api';

/**
 * Calls `forget` whenever the signed-in student changes (sign-out, another sign-in in the same tab):
 * speech addresses are signed for one student, and a kept one must not serve the next.
 */
export function forgetOnStudentChange(forget: () => void): void {
  sessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token || state.studentId !== previous.studentId) forget();
  });
}
