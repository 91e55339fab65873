import { apiGet } from 'shared-api';

export const LEAVE_MATCHING_PATH = '/arena/leave-matching';

/**
 * Leaves the queue of a type (the live socket's closing does the same). Quiet: the student is
 * leaving the screen, a failure has nothing left to show.
 */
export const leaveMatching = (typeId: number) =>
  apiGet<{ left: boolean }>(LEAVE_MATCHING_PATH, { type_id: typeId }, { silentBadRequest: true, quietNetworkError: true }).catch(() => ({ left: false }));
