import type { ApiData, ApiSchema } from 'shared-contract';
import { apiGet, apiPost, type CallOptions } from '../../lib/http-client';

/** POST /v3/student/login answer. */
export type LoginResult = ApiData<'/v3/student/login', 'post'>;

/**
 * Signs in with an ID or email and a password. A wrong password is a 401 the login form shows
 * itself, and bad input a 400 shown there too, so neither goes through the global policy.
 */
export function login(account: string, password: string): Promise<LoginResult> {
  return apiPost<LoginResult>('/student/login', { account, password }, { anonymous: true, handlesUnauthorized: true, silentBadRequest: true });
}

/** Ends the session on the server (the token is revoked). */
export function logout(options?: CallOptions): Promise<ApiData<'/v3/student/logout', 'post'>> {
  return apiPost('/student/logout', {}, options);
}

/** The signed-in student's info (nickname, avatar, logo, app name, student flags); the session keeps it as a UserInfo. */
export function fetchUserInfo(options?: CallOptions): Promise<ApiData<'/v3/student/info', 'get'>> {
  return apiGet('/student/info', {}, options);
}

/** Whether a token is still valid (another device's login revokes it). */
export function checkToken(token: string, options?: CallOptions): Promise<ApiData<'/v3/student/check-token', 'get'>> {
  return apiGet('/student/check-token', { token }, options);
}

/** Registers this browser's push token (sent after every sign-in). */
export function registerPushToken(fcmToken: string, options?: CallOptions): Promise<ApiData<'/v3/student/fcm-token', 'post'>> {
  return apiPost('/student/fcm-token', { fcm_token: fcmToken }, options);
}

/**
 * Education card of the student (spec part 1, section 3 "Card"): active_status 0 is not activated
 * yet (blocking dialog with activation), is_expired 1 means the use period (expires_at) is over
 * (dialog with logout only).
 */
export type EduCard = ApiSchema<'CardState'>;

/** The student's current card (null when none is registered). */
export function fetchCurrentCard(options?: CallOptions): Promise<ApiData<'/v3/edu-card/current', 'get'>> {
  return apiGet('/edu-card/current', {}, options);
}

/** Activates a card by its number; the host then opens joinClass. */
export function activateCard(cardId: string, options?: CallOptions): Promise<ApiData<'/v3/edu-card/activate', 'post'>> {
  return apiPost('/edu-card/activate', { card_id: cardId }, options);
}

/** A class the student belongs to. */
export type ClassInfo = ApiData<'/v3/student/classes', 'get'>['list'][number];

export function fetchClasses(options?: CallOptions): Promise<ApiData<'/v3/student/classes', 'get'>> {
  return apiGet('/student/classes', {}, options);
}

/** Joins a class by the code the teacher gave (already a member: succeeds with already_joined 1). */
export function joinClass(classCode: string, options?: CallOptions): Promise<ApiData<'/v3/student/join-class', 'post'>> {
  return apiPost('/student/join-class', { class_code: classCode }, options);
}

/** Changes the nickname (at most 20 characters, no emoji). */
export function changeName(nickname: string, options?: CallOptions): Promise<ApiData<'/v3/student/change-name', 'post'>> {
  return apiPost('/student/change-name', { nickname }, options);
}

/** Changes the password; the server signs out the student's other devices. */
export function changePassword(body: { old_password: string; new_password: string; confirm_password: string }, options?: CallOptions): Promise<ApiData<'/v3/student/change-password', 'post'>> {
  return apiPost('/student/change-password', body, options);
}

/** GET /v3/student/dashboard (spec part 1, section 3 "Dashboard"); new_msg_num is the unread news of the header badge. */
export type Dashboard = ApiData<'/v3/student/dashboard', 'get'>;

export function fetchDashboard(options?: CallOptions): Promise<Dashboard> {
  return apiGet('/student/dashboard', {}, options);
}
