import type { ApiData } from 'shared-contract';
import { apiPost, type CallOptions } from 'shared-api';

const PATH = '/student/logout';

/** Ends the session on the server (the token is revoked). */
export const logOut = (options?: CallOptions) => apiPost<ApiData<'/v3/student/logout', 'post'>>(PATH, {}, options);
