import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/features/accounts/seed';
import type { RouteCases } from './types';

export const cases: RouteCases = {
  'POST /v3/student/login': {
    // teacher01's session is used by no other case, so a new login ends nothing another case needs.
    input: () => ({ form: { account: 'teacher01@demo.sakura-eigo.jp', password: DEMO_PASSWORD } }),
    check: (data) => {
      expect(data.role).toBe('teacher');
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
    bad: () => ({
      'no password': { form: { account: 'biz01' } },
      'empty account': { form: { account: '   ', password: DEMO_PASSWORD } },
      'unknown field': { form: { account: 'biz01', password: DEMO_PASSWORD, remember: '1' } },
    }),
  },
  'POST /v3/student/logout': {
    as: 'biz05',
    freshSession: true,
    check: async (_data, { portal, session }) => {
      const after = await portal.get('/v3/student/info', { as: session });
      expect(after.status).toBe(401);
      expect(after.body.errmsg).toContain('ログアウト');
      await portal.freshSession('biz05');
    },
    bad: () => ({ 'a body field': { form: { everywhere: '1' } } }),
  },
  'GET /v3/student/info': {
    check: (data, { session }) => {
      expect(data.student_id).toBe(session.studentId);
      expect(data.app_name).toBe('さくら英語ポータル');
      expect(data.is_business_student).toBe(1);
      expect(data.userAuth).toEqual({ isCollegeStudent: 0 });
      expect(data.classes[0].class_name).toBe('ビジネス英語 月曜クラス');
    },
  },
  'GET /v3/student/check-token': {
    input: ({ session }) => ({ query: { token: session.token, student_id: String(session.studentId) } }),
    check: (data, { session }) => expect(data).toMatchObject({ valid: 1, student_id: session.studentId }),
    bad: () => ({ 'no token': { query: {} }, 'token too long': { query: { token: 'x'.repeat(300) } } }),
    othersRecord: async ({ portal, session }) => ({ query: { token: session.token, student_id: String((await portal.session('biz02')).studentId) } }),
  },
  'POST /v3/student/fcm-token': {
    input: () => ({ form: { fcm_token: 'fcm:demo-device-token-0001' } }),
    bad: () => ({ 'empty token': { form: { fcm_token: ' ' } }, 'no token': { form: {} } }),
  },
  'POST /v3/student/change-name': {
    as: 'biz04',
    input: () => ({ form: { nickname: '  みさきちゃん ' } }),
    check: (data) => expect(data.nickname).toBe('みさきちゃん'),
    bad: () => ({
      empty: { form: { nickname: '   ' } },
      'too long': { form: { nickname: 'あ'.repeat(21) } },
      emoji: { form: { nickname: 'みさき😀' } },
    }),
  },
  'POST /v3/student/change-password': {
    as: 'col03',
    freshSession: true,
    input: () => ({ form: { old_password: DEMO_PASSWORD, new_password: 'study2025', confirm_password: 'study2025' } }),
    bad: () => ({
      'not repeated': { form: { old_password: DEMO_PASSWORD, new_password: 'study2025', confirm_password: 'study2026' } },
      'too short': { form: { old_password: DEMO_PASSWORD, new_password: 'abc12', confirm_password: 'abc12' } },
      'too long': { form: { old_password: DEMO_PASSWORD, new_password: 'abcdefgh123', confirm_password: 'abcdefgh123' } },
      'not half-width alphanumeric': { form: { old_password: DEMO_PASSWORD, new_password: 'ｐａｓｓ１２３', confirm_password: 'ｐａｓｓ１２３' } },
      'same as old': { form: { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD } },
      'old missing': { form: { new_password: 'study2025', confirm_password: 'study2025' } },
      'old wrong': { form: { old_password: 'wrong999', new_password: 'study2025', confirm_password: 'study2025' } },
    }),
  },
  'POST /v3/student/join-class': {
    as: 'biz04',
    input: () => ({ form: { class_code: ' bizmon ' } }),
    check: (data) => {
      expect(data.class.class_name).toBe('ビジネス英語 月曜クラス');
      expect(data.already_joined).toBe(0);
    },
    bad: () => ({ empty: { form: { class_code: '' } }, 'too long': { form: { class_code: 'X'.repeat(40) } } }),
  },
  'GET /v3/student/classes': {
    check: (data) => expect(data.list.map((c: { class_name: string }) => c.class_name)).toEqual(['ビジネス英語 月曜クラス']),
  },
  'POST /v3/edu-card/activate': {
    as: 'inactive01',
    input: () => ({ form: { card_id: 'ec-inactive01' } }),
    check: (data) => expect(data.cur_card).toMatchObject({ card_id: 'EC-INACTIVE01', active_status: 1, is_expired: 0 }),
    bad: () => ({ empty: { form: { card_id: '' } } }),
    othersRecord: () => ({ form: { card_id: 'EC-BIZ02' } }),
  },
  'GET /v3/edu-card/current': {
    as: 'expired01',
    check: (data) => expect(data.cur_card).toMatchObject({ card_id: 'EC-EXPIRED01', active_status: 1, is_expired: 1 }),
  },
};
