import type { ApiData } from 'shared-contract';
import { apiPost, type CallOptions } from 'shared-api';

const PATH = '/student/fcm-token';

/** Registers this browser's push token (sent after every sign-in). */
export const registerPushToken = (fcmToken: string, options?: CallOptions) => apiPost<ApiData<'/v3/student/fcm-token', 'post'>>(PATH, { fcm_token: fcmToken }, options);
