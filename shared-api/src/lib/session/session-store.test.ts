import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage/local-store';
import { DEFAULT_CONFIG, mergeConfig } from './default-config';
import { LocalStore } from '../storage/local-store';
import { fallBackToDefaultConfig, flagsFromUser, followOtherTabs, getSession, restoreSession, setConfig, setUser, signIn, signOut, type UserInfo } from './session-store';

const collegeUser: UserInfo = {
  id: 9,
  username: 'col01',
  nickname: '大学生',
  email: null,
  avatar: '',
  logo: null,
  app_name: '英語',
  is_college_student: 1,
  is_business_student: 0,
};

beforeEach(async () => {
  localStorage.clear();
  await storage.init();
  restoreSession();
});
afterEach(() => storage.reset());

describe('bundled default config', () => {
  it('is scoring config version 10 with the spec’s thresholds', () => {
    expect(DEFAULT_CONFIG).toMatchObject({
      version: 10,
      cefr_downgrade_score: 40,
      cefr_upgrade_score: 80,
      excellent_score: 80,
      standard_score: 60,
      recognition_score: 80,
      word_score: 10,
    });
    expect(getSession().config).toEqual(DEFAULT_CONFIG);
  });

  it('takes valid fields from a loaded config and keeps the default for invalid ones', () => {
    const merged = mergeConfig(DEFAULT_CONFIG, { excellent_score: '85', standard_score: 'abc', cefr_upgrade_score: 140, poorly_words: 'a|b', version: 11 });
    expect(merged).toMatchObject({ excellent_score: 85, standard_score: 60, cefr_upgrade_score: 80, poorly_words: ['a', 'b'], version: 11 });
    expect(mergeConfig(DEFAULT_CONFIG, 'garbage')).toEqual(DEFAULT_CONFIG);
  });

  it('keeps loaded scores in local storage; they override the default when loading fails later', async () => {
    setConfig({ excellent_score: 90, standard_score: 70 });
    await storage.flush();
    storage.reset();
    await storage.init();
    restoreSession();
    expect(getSession().config.excellent_score).toBe(90);
    expect(fallBackToDefaultConfig()).toMatchObject({ excellent_score: 90, standard_score: 70, cefr_downgrade_score: 40 });
  });
});

describe('flags', () => {
  it('student_flag defaults to BIZ and userAuth follows the college flag', () => {
    expect(getSession().flags).toEqual({ college: false, business: false, studentFlag: 'BIZ', userAuth: { isCollegeStudent: 0 } });
    expect(flagsFromUser(collegeUser)).toEqual({ college: true, business: false, studentFlag: 'BIZ', userAuth: { isCollegeStudent: 1 } });
    expect(flagsFromUser({ is_college_student: false, is_business_student: true, student_flag: 'EDU' }).studentFlag).toBe('EDU');
  });
});

describe('sign-in lifecycle', () => {
  it('restores token, user and flags after a reload, and forgets them on sign-out', async () => {
    signIn('tok', 9);
    setUser(collegeUser);
    await storage.flush();
    storage.reset();
    await storage.init();
    restoreSession();
    expect(getSession()).toMatchObject({ token: 'tok', studentId: 9, user: { nickname: '大学生' }, flags: { college: true } });
    expect(storage.get('student_flag')).toBe('BIZ');
    expect(storage.get('userAuth')).toEqual({ isCollegeStudent: 1 });
    signOut();
    expect(getSession()).toMatchObject({ token: null, studentId: null, user: null, flags: { college: false } });
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user')).toBeNull();
  });

  it('keeps one device id (UUID) across reloads', async () => {
    const first = getSession().deviceId;
    expect(first).toMatch(/[0-9a-f-]{36}/);
    await storage.flush();
    storage.reset();
    await storage.init();
    restoreSession();
    expect(getSession().deviceId).toBe(first);
  });
});

describe('other tabs', () => {
  it('a sign-out in another tab signs this tab out too', async () => {
    signIn('tok', 9);
    await storage.flush();
    const stop = followOtherTabs();
    const otherTab = new LocalStore();
    await otherTab.init();
    await otherTab.remove('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage, newValue: null }));
    await vi.waitFor(() => expect(getSession().token).toBeNull());
    stop();
    otherTab.reset();
  });
});
