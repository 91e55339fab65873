import { createStore } from 'zustand/vanilla';
import { storage } from '../storage/local-store';
import { DEFAULT_CONFIG, STORED_CONFIG_KEYS, mergeConfig, type AppConfig } from './default-config';

/** User info (spec part 1, section 3) as GET /v3/student/info returns it. */
export type UserInfo = {
  id: number;
  username: string;
  nickname: string;
  email: string | null;
  avatar: string;
  logo: { logo_url: string; link_url: string } | null;
  app_name: string;
  is_college_student: boolean | number;
  is_business_student: boolean | number;
  student_flag?: string;
};

/** What kind of student is signed in (spec part 1, sections 3 and 6). */
export type SessionFlags = {
  /** College students get the limited menu, start at bookList, no news/feedback buttons. */
  college: boolean;
  business: boolean;
  /** Defaults to BIZ. */
  studentFlag: string;
  /** isCollegeStudent 1 means no collection feature. */
  userAuth: { isCollegeStudent: 0 | 1 };
};

export type SessionState = {
  token: string | null;
  studentId: number | null;
  user: UserInfo | null;
  flags: SessionFlags;
  /** Scoring configuration: the loaded one, or the bundled default (with local overrides). */
  config: AppConfig;
  /** Random id of this browser (local storage key UUID), sent with error reports. */
  deviceId: string;
};

export const DEFAULT_STUDENT_FLAG = 'BIZ';

const DEFAULT_FLAGS: SessionFlags = Object.freeze({
  college: false,
  business: false,
  studentFlag: DEFAULT_STUDENT_FLAG,
  userAuth: Object.freeze({ isCollegeStudent: 0 as const }),
});

/** Local storage keys of the session (spec part 1, section 3). */
export const SESSION_KEYS = { token: 'token', studentId: 'student_id', user: 'user', studentFlag: 'student_flag', userAuth: 'userAuth', deviceId: 'UUID' } as const;

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Derives the flags from user info; absent fields keep the defaults. */
export function flagsFromUser(user: Pick<UserInfo, 'is_college_student' | 'is_business_student' | 'student_flag'>): SessionFlags {
  const college = truthy(user.is_college_student);
  return {
    college,
    business: truthy(user.is_business_student),
    studentFlag: user.student_flag?.trim() || DEFAULT_STUDENT_FLAG,
    userAuth: { isCollegeStudent: college ? 1 : 0 },
  };
}

function newDeviceId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function configWithLocalOverrides(): AppConfig {
  const overrides: Record<string, unknown> = {};
  for (const key of STORED_CONFIG_KEYS) {
    const value = storage.get<unknown>(key);
    if (value !== null) overrides[key] = value;
  }
  return mergeConfig(DEFAULT_CONFIG, overrides);
}

/**
 * The session store (zustand, vanilla so non-React code can read it; React code uses
 * `useSession`). Every change is mirrored to encrypted local storage.
 */
export const sessionStore = createStore<SessionState>(() => ({
  token: null,
  studentId: null,
  user: null,
  flags: DEFAULT_FLAGS,
  config: mergeConfig(DEFAULT_CONFIG, {}),
  deviceId: '',
}));

/** Loads the session from local storage. Call after `storage.init()`. */
export function restoreSession(): void {
  let deviceId = storage.get<string>(SESSION_KEYS.deviceId);
  if (!deviceId) {
    deviceId = newDeviceId();
    void storage.set(SESSION_KEYS.deviceId, deviceId);
  }
  const token = storage.get<string>(SESSION_KEYS.token);
  const studentId = storage.get<number>(SESSION_KEYS.studentId);
  const user = storage.get<UserInfo>(SESSION_KEYS.user);
  const hasSession = typeof token === 'string' && token !== '' && typeof studentId === 'number';
  sessionStore.setState({
    token: hasSession ? token : null,
    studentId: hasSession ? studentId : null,
    user: hasSession ? user : null,
    flags: hasSession && user ? flagsFromUser(user) : DEFAULT_FLAGS,
    config: configWithLocalOverrides(),
    deviceId,
  });
}

/** Signs in: stores the token and student id (the caller then loads user info). */
export function signIn(token: string, studentId: number): void {
  sessionStore.setState({ token, studentId, user: null, flags: DEFAULT_FLAGS });
  void storage.set(SESSION_KEYS.token, token);
  void storage.set(SESSION_KEYS.studentId, studentId);
}

/** Keeps the user info and the flags derived from it. */
export function setUser(user: UserInfo): void {
  const flags = flagsFromUser(user);
  sessionStore.setState({ user, flags });
  void storage.set(SESSION_KEYS.user, user);
  void storage.set(SESSION_KEYS.studentFlag, flags.studentFlag);
  void storage.set(SESSION_KEYS.userAuth, flags.userAuth);
}

/** Applies a loaded config over the bundled default and keeps its scores locally. */
export function setConfig(incoming: unknown): AppConfig {
  const config = mergeConfig(DEFAULT_CONFIG, incoming);
  sessionStore.setState({ config });
  for (const key of STORED_CONFIG_KEYS) void storage.set(key, config[key]);
  return config;
}

/** Falls back to the bundled default config (loading it failed), keeping local overrides. */
export function fallBackToDefaultConfig(): AppConfig {
  const config = configWithLocalOverrides();
  sessionStore.setState({ config });
  return config;
}

/** Signs out locally: forgets token and user (the host's guard then shows login). */
export function signOut(): void {
  sessionStore.setState({ token: null, studentId: null, user: null, flags: DEFAULT_FLAGS });
  for (const key of [SESSION_KEYS.token, SESSION_KEYS.studentId, SESSION_KEYS.user, SESSION_KEYS.studentFlag, SESSION_KEYS.userAuth]) {
    void storage.remove(key);
  }
}

/** Non-React read of the current session. */
export function getSession(): SessionState {
  return sessionStore.getState();
}

/**
 * Follows sign-in and sign-out in other tabs of the same browser, so a tab never keeps using a
 * token another tab has dropped. Returns an unsubscribe function.
 */
export function followOtherTabs(): () => void {
  return storage.onExternalChange((name) => {
    if (name === null || name === SESSION_KEYS.token || name === SESSION_KEYS.studentId || name === SESSION_KEYS.user) restoreSession();
  });
}
