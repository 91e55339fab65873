import { apiGet, apiPost, type CallOptions } from '../../app/http-client';
import type { UserInfo } from '../session/session-store';

/** POST /v3/student/login answer. */
export type LoginResult = { token: string; student_id: number; role?: string };

/**
 * Signs in with an ID or email and a password. A wrong password is a 401 the login form shows
 * itself, and bad input a 400 shown there too, so neither goes through the global policy.
 */
export function login(account: string, password: string): Promise<LoginResult> {
  return apiPost<LoginResult>('/student/login', { account, password }, { anonymous: true, handlesUnauthorized: true, silentBadRequest: true });
}

/** Ends the session on the server (the token is revoked). */
export function logout(options?: CallOptions): Promise<null> {
  return apiPost<null>('/student/logout', {}, options);
}

/** The signed-in student's info (nickname, avatar, logo, app name, student flags). */
export function fetchUserInfo(options?: CallOptions): Promise<UserInfo> {
  return apiGet<UserInfo>('/student/info', {}, options);
}

/** Whether a token is still valid (another device's login revokes it). */
export function checkToken(token: string, options?: CallOptions): Promise<unknown> {
  return apiGet<unknown>('/student/check-token', { token }, options);
}

/** Registers this browser's push token (sent after every sign-in). */
export function registerPushToken(fcmToken: string, options?: CallOptions): Promise<unknown> {
  return apiPost<unknown>('/student/fcm-token', { fcm_token: fcmToken }, options);
}

/** Education card of the student (spec part 1, section 3 "Card"). */
export type EduCard = {
  card_id: string;
  /** 0: not activated yet (blocking dialog with activation). */
  active_status: number;
  /** 1: the use period is over (dialog with logout only). */
  is_expired: number;
  /** End of the use period (ISO date), when the server sends it. */
  expired_at?: string | null;
};

/** GET /v3/student/dashboard (spec part 1, section 3 "Dashboard"). */
export type Dashboard = {
  cur_card: EduCard | null;
  unfinished_homework_count: number;
};

export function fetchDashboard(options?: CallOptions): Promise<Dashboard> {
  return apiGet<Dashboard>('/student/dashboard', {}, options);
}
