import type { ApiData } from 'shared-contract';
import { apiPost } from 'shared-api';

const PATH = '/student/login';

export type LoginResult = ApiData<'/v3/student/login', 'post'>;

/**
 * Signs in with an ID or email and a password. A wrong password is a 401 the login form shows
 * itself, and bad input a 400 shown there too, so neither goes through the global policy.
 */
export const logIn = (account: string, password: string) => apiPost<LoginResult>(PATH, { account, password }, { anonymous: true, handlesUnauthorized: true, silentBadRequest: true });
