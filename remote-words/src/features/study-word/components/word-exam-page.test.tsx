import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StudyWordTestPage } from './study-word-test-page';

// A stand-in for remote-exercises' engine: its player answers with one click; the outbox's
// refused entries are what a test sets (the 423 of an answer after the end time).
let rejected: { status: 'rejected'; lastError: string; lastStatus?: number }[] = [];
const fakeEngine = {
  ExercisePlayer: ({ onFinished, resource }: { onFinished: () => void; resource: { items: { question_id: string }[] } }) => (
    <button type="button" onClick={onFinished}>
      answer {resource.items[0]!.question_id}
    </button>
  ),
  settleOutbox: () => Promise.resolve(),
  answerOutbox: { entries: () => Promise.resolve(rejected) },
  newGuid: () => 'guid-0000-new',
};

const item = (n: number) => ({ question_id: `w${n}-meaning`, word_id: n, type_id: 22, resource: { res_type: 'word_choice', items: [{ question_id: `w${n}-meaning` }] }, answered: 0, is_right: null });
const exam = {
  guid: 'exam-guid-1',
  plan_id: 4,
  status: 'open',
  started_at: '2030-01-01T00:00:00.000Z',
  ends_at: '2030-01-01T00:05:00.000Z',
  remaining_sec: 300,
  score: 0,
  items: [item(1), item(2)],
};

let server: ScriptedServer;

beforeAll(async () => {
  await startTestSession();
  registerExposedModuleLoader(() => Promise.resolve(fakeEngine));
});
beforeEach(() => {
  rejected = [];
  server = scriptServer({
    'GET /word-quiz/word-quiz-resource': () => ({ data: exam }),
    'POST /word-quiz/finish-word-exam': () => ({ data: { guid: exam.guid, status: 'finished', score: 5, percent: 50, right: 1, total: 2 } }),
    'POST /word-quiz/abort-word-exam': () => ({ data: { guid: exam.guid, status: 'aborted', score: 0 } }),
  });
});
afterEach(cleanup);

describe('word exam', () => {
  it('plays the items in turn, then finishes and shows the score', async () => {
    renderPage(<StudyWordTestPage />, { path: '/study_word/test', url: '/study_word/test?guid=exam-guid-1' });
    expect((await screen.findByTestId('exam-countdown')).getAttribute('data-seconds-left')).toBe('300');
    expect(screen.getByTestId('exam-progress').textContent).toBe('1問目（全2問）');
    await userEvent.click(screen.getByText('answer w1-meaning'));
    await userEvent.click(await screen.findByText('answer w2-meaning'));
    expect((await screen.findByTestId('exam-score')).textContent).toBe('5点');
    expect(screen.getByTestId('exam-to-wrong-topic')).toBeTruthy();
  });

  it('shows the time-end alert when an answer got 423, then lets the student leave', async () => {
    rejected = [{ status: 'rejected', lastError: '試験時間が終了しました。', lastStatus: 423 }];
    const { router } = renderPage(<StudyWordTestPage />, { path: '/study_word/test', url: '/study_word/test?guid=exam-guid-1' });
    await userEvent.click(await screen.findByText('answer w1-meaning'));
    const alert = await screen.findByTestId('time-end-alert');
    expect(alert.textContent).toContain('試験時間が終了しました。終了後の解答は記録されません。');
    await userEvent.click(screen.getByTestId('time-end-close'));
    expect(router.state.location.search).toBe('');
    expect(server.requests.some((request) => request.path === '/word-quiz/abort-word-exam')).toBe(false);
  });

  it('goes on after a refusal that is not the 423 of the end time', async () => {
    rejected = [{ status: 'rejected', lastError: '試験時間が終了しました。（別の理由）', lastStatus: 409 }];
    renderPage(<StudyWordTestPage />, { path: '/study_word/test', url: '/study_word/test?guid=exam-guid-1' });
    await userEvent.click(await screen.findByText('answer w1-meaning'));
    expect(await screen.findByText('answer w2-meaning')).toBeTruthy();
    expect(screen.queryByTestId('time-end-alert')).toBeNull();
  });

  it('asks before leaving midway and gives up the test (0 points)', async () => {
    const { router } = renderPage(<StudyWordTestPage />, { path: '/study_word/test', url: '/study_word/test?guid=exam-guid-1' });
    await userEvent.click(await screen.findByTestId('quit-exam'));
    expect(await screen.findByText('テストを途中でやめると0点になります。やめますか？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'やめる' }));
    await screen.findByTestId('study-word-test');
    expect(router.state.location.search).toBe('');
    expect(server.requests.some((request) => request.path === '/word-quiz/abort-word-exam')).toBe(true);
  });
});
