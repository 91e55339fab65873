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
  /** End of the use period (ISO time). */
  expires_at: string;
  activated_at: string | null;
};

/** The student's current card (null when none is registered). */
export function fetchCurrentCard(options?: CallOptions): Promise<{ cur_card: EduCard | null }> {
  return apiGet('/edu-card/current', {}, options);
}

/** Activates a card by its number; the host then opens joinClass. */
export function activateCard(cardId: string, options?: CallOptions): Promise<{ cur_card: EduCard; already_active: number }> {
  return apiPost('/edu-card/activate', { card_id: cardId }, options);
}

/** A class the student belongs to. */
export type ClassInfo = { class_id: number; class_name: string; school_name: string; teacher_name: string | null; joined_at: string };

export function fetchClasses(options?: CallOptions): Promise<{ list: ClassInfo[] }> {
  return apiGet('/student/classes', {}, options);
}

/** Joins a class by the code the teacher gave (already a member: succeeds with already_joined 1). */
export function joinClass(classCode: string, options?: CallOptions): Promise<{ class: ClassInfo; already_joined: number }> {
  return apiPost('/student/join-class', { class_code: classCode }, options);
}

/** Changes the nickname (at most 20 characters, no emoji). */
export function changeName(nickname: string, options?: CallOptions): Promise<{ nickname: string }> {
  return apiPost('/student/change-name', { nickname }, options);
}

/** Changes the password; the server signs out the student's other devices. */
export function changePassword(body: { old_password: string; new_password: string; confirm_password: string }, options?: CallOptions): Promise<null> {
  return apiPost('/student/change-password', body, options);
}

/** GET /v3/student/dashboard (spec part 1, section 3 "Dashboard"). */
export type Dashboard = {
  cur_card: EduCard | null;
  unfinished_homework_count: number;
  /** Unread news (header badge). */
  new_msg_num: number;
  unclaimed_mission_count: number;
};

export function fetchDashboard(options?: CallOptions): Promise<Dashboard> {
  return apiGet<Dashboard>('/student/dashboard', {}, options);
}
