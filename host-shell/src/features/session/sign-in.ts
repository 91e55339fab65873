import { getSession, signIn, signOut } from 'shared-api';
import { logOut } from './api/log-out';
import { registerPushToken } from './api/register-push-token';
import { loadUserInfo } from './user-info';

/**
 * Stores the new token and registers this browser's push token (spec part 1, section 4:
 * "setting the token signs in and registers a push token"). A browser has no FCM token; it
 * registers its device id so the server can tell the student's devices apart.
 */
export async function completeSignIn(token: string, studentId: number): Promise<void> {
  signIn(token, studentId);
  void registerPushToken(`web:${getSession().deviceId}`, { quietNetworkError: true, silentBadRequest: true }).catch(() => undefined);
  await loadUserInfo();
}

/** Ends the session on the server (best effort) and locally. */
export async function logoutEverywhere(): Promise<void> {
  try {
    await logOut({ quietNetworkError: true, silentBadRequest: true });
  } catch {
    // The token is dropped locally whatever the server said.
  }
  signOut();
}
