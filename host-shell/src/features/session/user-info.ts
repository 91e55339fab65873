import { getSession, isApiError, setUser, signOut } from 'shared-api';
import { getUserInfo } from './api/get-user-info';

/**
 * Loads the signed-in student's info into the session. A failure the server answered removes
 * the token (spec part 1, section 4; a 401 is signed out by the client's policy after its
 * alert). Without a connection the stored session is kept, so a student who is briefly offline
 * is not logged out; the next call that reaches the server decides.
 */
export async function loadUserInfo(): Promise<boolean> {
  if (!getSession().token) return false;
  try {
    setUser(await getUserInfo({ quietNetworkError: true }));
    return true;
  } catch (error) {
    if (isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.cancelled || error.code === 401)) return false;
    signOut();
    return false;
  }
}
