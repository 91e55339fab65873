import type { ApiData } from 'shared-contract';
import { apiGet, type CallOptions } from 'shared-api';

const PATH = '/student/check-token';

/** Whether a token is still valid (another device's login revokes it); a revoked one answers 401. */
export const checkToken = (token: string, options?: CallOptions) => apiGet<ApiData<'/v3/student/check-token', 'get'>>(PATH, { token }, options);
