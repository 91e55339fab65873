import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeacherWritingDetail } from '../model/writing-types';
import { RESULT } from '../writing-fixtures.test-data';
import { TEACHER_WRITING } from '../writing-paths';
import '../writing-texts';
import { TeacherWritingPage } from './teacher-writing-page';
import { useTeacherSession } from './teacher-session';

const STUDENT = { id: 12, name: '鈴木 花子', nickname: 'はなこ' };
const DETAIL: TeacherWritingDetail = { ...RESULT, correct_notes: [], comments: RESULT.comments.map((sentence) => ({ ...sentence, sent_comments: sentence.sent_comments.filter((comment) => comment.type === 'AI') })), student: STUDENT, homework_title: '宿題：英作文「制服」' };

let server: ScriptedServer;
let role: 'teacher' | 'student';

beforeAll(() => startTestSession());
beforeEach(() => {
  role = 'teacher';
  act(() => useTeacherSession.getState().signOut());
  server = scriptServer({
    'POST /student/login': () => ({ data: { token: `${role}-token`, student_id: 1, role, user: {} } }),
    'GET /teacher/writing/list': () => ({
      data: { list: [{ guid: RESULT.guid, student: STUDENT, topic_id: 4, title: '好きな季節', title_en: 'Your favorite season', level: 'eiken-3', homework_id: 9, created_at: RESULT.created_at, score: 72, word_count: 7, error_count: 1, notes_count: 0 }] },
    }),
    'GET /teacher/writing/detail': () => ({ data: DETAIL }),
    'POST /teacher/homework/correct-note': () => ({ data: { notes_count: 1 } }),
  });
});
afterEach(cleanup);

const signIn = async (account: string) => {
  await userEvent.type(await screen.findByLabelText('先生のID'), account);
  await userEvent.type(screen.getByLabelText('パスワード'), 'pass1234');
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
};

describe('TeacherWritingPage', () => {
  it('signs the teacher in on the page and lists the classes’ essays with the teacher’s token', async () => {
    renderPage(<TeacherWritingPage />, { path: TEACHER_WRITING });
    await signIn('teacher01');
    const link = await screen.findByRole('link', { name: '鈴木 花子さんの「好きな季節」を開く' });
    expect(link.getAttribute('href')).toBe(`${TEACHER_WRITING}?guid=${RESULT.guid}`);
    const listCall = server.requests.find((request) => request.path === '/teacher/writing/list')!;
    // The teacher's call carries no student parameters.
    expect(listCall.params.student_id).toBeUndefined();
    expect(sessionStorage.getItem('aistudy-teacher-session')).toContain('teacher-token');
  });

  it('refuses a student account', async () => {
    role = 'student';
    renderPage(<TeacherWritingPage />, { path: TEACHER_WRITING });
    await signIn('biz01');
    expect((await screen.findByTestId('teacher-sign-in-error')).textContent).toBe('このIDは先生のアカウントではありません。');
    expect(useTeacherSession.getState().session).toBeNull();
  });

  it('saves a comment on the selected span', async () => {
    act(() => useTeacherSession.getState().signIn({ token: 'teacher-token', account: 'teacher01' }));
    renderPage(<TeacherWritingPage />, { path: TEACHER_WRITING, url: `${TEACHER_WRITING}?guid=${RESULT.guid}` });
    const text = (await screen.findByTestId('teacher-text')) as HTMLTextAreaElement;
    await userEvent.click(screen.getByRole('button', { name: 'コメントを保存' }));
    expect((await screen.findByTestId('teacher-note-error')).textContent).toBe('コメントする部分を本文から選んでください');
    // The essay cannot be edited here.
    await userEvent.type(text, 'x');
    expect(text.value).toBe(RESULT.text);
    text.setSelectionRange(24, 29);
    fireEvent.select(text);
    expect(screen.getByTestId('teacher-selection').textContent).toBe('選んだ部分：「apple」');
    await userEvent.type(screen.getByTestId('teacher-comment'), 'apples にしましょう。');
    await userEvent.click(screen.getByRole('button', { name: 'コメントを保存' }));
    await waitFor(() => expect(server.requests.some((request) => request.path === '/teacher/homework/correct-note')).toBe(true));
    const post = server.requests.find((request) => request.path === '/teacher/homework/correct-note')!;
    expect(Object.fromEntries(new URLSearchParams(post.body as URLSearchParams))).toEqual({ writing_guid: RESULT.guid, hit_words_pos: '{"startPos":24,"endPos":29}', comments: 'apples にしましょう。' });
    expect(post.params.student_id).toBeUndefined();
  });

  it('asks the teacher to sign in again when the teacher’s login expired', async () => {
    server.route('GET', '/teacher/writing/list', () => ({ errcode: 401, errmsg: 'ログインの有効期限が切れました。' }));
    act(() => useTeacherSession.getState().signIn({ token: 'old-token', account: 'teacher01' }));
    renderPage(<TeacherWritingPage />, { path: TEACHER_WRITING });
    expect(await screen.findByText('先生のログインの有効期限が切れました。もう一度ログインしてください。')).toBeTruthy();
  });
});
