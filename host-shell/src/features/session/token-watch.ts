import { getSession } from 'shared-api';
import { checkToken } from './api/check-token';

/** How often an open page asks whether its token is still valid. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

let lastCheck = 0;

/**
 * Asks the server whether the token still holds. A token revoked by a login on another device
 * answers 401 with the spec's message, and the client's policy alerts it and signs out.
 */
export async function checkTokenNow(): Promise<void> {
  const { token } = getSession();
  if (!token) return;
  lastCheck = Date.now();
  try {
    await checkToken(token, { quietNetworkError: true, silentBadRequest: true });
  } catch {
    // 401 is handled by the policy; anything else waits for the next check.
  }
}

/**
 * Checks the token every minute and whenever the student comes back to the tab, so a page left
 * open learns about a login elsewhere without the student doing anything.
 */
export function startTokenWatch(): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > 2000) void checkTokenNow();
  };
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void checkTokenNow();
  }, TOKEN_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}
