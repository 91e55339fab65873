import type { ApiData } from 'shared-contract';
import { apiGet, type CallOptions } from 'shared-api';

const PATH = '/student/info';

/**
 * The signed-in student's info (nickname, avatar, logo, app name, student flags). Not a query:
 * the session keeps it (setUser), because shared-api and every remote read the flags from there.
 */
export const getUserInfo = (options?: CallOptions) => apiGet<ApiData<'/v3/student/info', 'get'>>(PATH, {}, options);
