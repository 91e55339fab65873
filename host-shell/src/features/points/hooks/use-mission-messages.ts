import { useEffect } from 'react';
import { useLocation } from 'shared-ui/router';
import { getSession } from 'shared-api';
import { showToast } from 'shared-ui';
import { getMissionReachMessages, MISSION_MESSAGE_MS } from '../api/get-mission-reach-messages';

/** Mission messages are asked for at most this often while the student moves around. */
export const MISSION_MESSAGE_POLL_MS = 15_000;

let lastAsked = 0;

/** Shows each newly reached mission as a 2000 ms toast (title and body). */
export async function showMissionMessages(): Promise<void> {
  if (!getSession().token || getSession().flags.college) return;
  lastAsked = Date.now();
  try {
    const { items } = await getMissionReachMessages();
    for (const item of items ?? []) showToast([item.message_title, item.message_body].filter(Boolean).join('\n'), MISSION_MESSAGE_MS);
  } catch {
    // Not worth interrupting the student: the next navigation asks again.
  }
}

/** Asks for mission messages after navigations (at most every 15 s) and when the tab regains focus. */
export function useMissionMessages(): void {
  const location = useLocation();
  useEffect(() => {
    if (Date.now() - lastAsked >= MISSION_MESSAGE_POLL_MS) void showMissionMessages();
  }, [location.pathname]);
}
