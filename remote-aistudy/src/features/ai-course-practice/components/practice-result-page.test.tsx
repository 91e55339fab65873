import { cleanup, screen, waitFor } from '@testing-library/react';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonPart } from '../api/get-lesson-part';
import { PracticeResultPage } from './practice-result-page';

const lesson: LessonPart = {
  lesson: { lesson_id: 12, course_id: 3, title: '空港でのチェックイン', title_en: 'Checking in at the airport', skills: ['listening'] },
  video: { resource_id: 101, url: '/resources/v.mp4', poster_url: '/resources/p.png', captions: [], duration_seconds: 80, watched_seconds: 80, last_position: 80, done: 1 },
  explanation: { resource_id: 102, intro: '説明', sections: [], key_phrases: [], done: 1 },
  review: { resource_id: 103, exercise_resource_id: 501, done: 0, best_score: null, last_guid: null },
  consolidation: { resource_id: 104, exercise_resource_id: 502, done: 0, best_score: null, last_guid: null },
  next_lesson_id: null,
};

const logs = {
  score: 50,
  correct: 1,
  total: 2,
  submitted_at: '2026-11-28T10:00:00Z',
  items: [
    { question: 'May I see your ___?', your_answer: 'passport', correct_answer: 'passport', is_right: 1, explanation: '' },
    { question: 'I would like a ___ seat.', your_answer: 'door', correct_answer: 'window', is_right: 0, explanation: '窓側の席は window seat です。' },
  ],
};

let server: ScriptedServer;
const settleOutbox = vi.fn(async () => undefined);

beforeAll(() => startTestSession());
beforeEach(() => {
  settleOutbox.mockClear();
  server = scriptServer({
    'GET /ai/course/exercise/part': () => ({ data: lesson }),
    'POST /ai/course/exercise/review/submit': () => ({ data: { score: 50, correct: 1, total: 2, done: 1 } }),
    'POST /ai/course/exercise/consolidation/submit': () => ({ data: { score: 50, correct: 1, total: 2, done: 1 } }),
    'GET /ai/course/exercise/review/logs': () => ({ data: logs }),
    'GET /ai/course/exercise/consolidation/logs': () => ({ data: logs }),
    'GET /resource/info': ({ params }) => ({ data: { resource_id: Number(params.resource_id), resource_file: '/resources/aicourse/travel-1-review/', resource_version: 'v7' } }),
  });
  registerExposedModuleLoader(async () => ({ settleOutbox, mediaUrlFor: (folder: string, version: string) => (file: string) => `${folder}${file}?v=${version}` }));
});
afterEach(cleanup);

const paths = () => server.requests.map((request) => `${request.method} ${request.path}`);

describe('PracticeResultPage', () => {
  it('hands the run in after the outbox settled, then shows the score and every answer', async () => {
    renderPage(<PracticeResultPage />, { path: '/aistudy/practice/result', url: '/aistudy/practice/result?lesson_id=12&step=review&guid=run-12345678' });
    expect((await screen.findByTestId('run-score')).textContent).toBe('50点');
    expect(screen.getByTestId('run-correct').textContent).toBe('1 / 2問正解');
    expect(settleOutbox).toHaveBeenCalled();
    const submit = server.requests.find((request) => request.path === '/ai/course/exercise/review/submit')!;
    expect(Object.fromEntries(new URLSearchParams(submit.body as URLSearchParams))).toEqual({ resource_id: '103', guid: 'run-12345678' });
    expect(paths().indexOf('POST /ai/course/exercise/review/submit')).toBeLessThan(paths().indexOf('GET /ai/course/exercise/review/logs'));
    const items = screen.getAllByTestId('review-item');
    expect(items.map((item) => item.dataset.right)).toEqual(['true', 'false']);
    expect(items[1]!.textContent).toContain('window');
    expect(items[1]!.textContent).toContain('窓側の席は window seat です。');
    expect(screen.getByTestId('next-step').getAttribute('href')).toBe('/aistudy/practice?lesson_id=12&step=consolidation');
  });

  it('draws picture options from the exercise’s package, named for screen readers', async () => {
    server.route('GET', '/ai/course/exercise/review/logs', () => ({
      data: { ...logs, items: [{ question: 'What will the weather be like?', your_answer: 'media/sunny.svg', correct_answer: 'media/hs-weather-rainy.svg', is_right: 0, explanation: '雨です。' }] },
    }));
    renderPage(<PracticeResultPage />, { path: '/aistudy/practice/result', url: '/aistudy/practice/result?lesson_id=12&step=review&guid=run-12345678' });
    const rainy = await screen.findByRole('img', { name: '絵：hs weather rainy' });
    expect(rainy.getAttribute('src')).toBe('/resources/aicourse/travel-1-review/media/hs-weather-rainy.svg?v=v7');
    expect(screen.getByRole('img', { name: '絵：sunny' })).toBeTruthy();
    expect(server.requests.find((request) => request.path === '/resource/info')!.params).toMatchObject({ resource_id: 501 });
  });

  it('after the last lesson’s consolidation, leads to the course test', async () => {
    renderPage(<PracticeResultPage />, { path: '/aistudy/practice/result', url: '/aistudy/practice/result?lesson_id=12&step=consolidation&guid=run-12345678' });
    expect((await screen.findByTestId('to-test')).getAttribute('href')).toBe('/aistudy/testing/index?course_id=3');
  });

  it('shows the server’s reason when the run cannot be handed in, and reads no logs', async () => {
    server.route('POST', '/ai/course/exercise/review/submit', () => ({ errcode: 400, errmsg: 'この回はまだ終わっていません。最後の問題まで答えてください。' }));
    renderPage(<PracticeResultPage />, { path: '/aistudy/practice/result', url: '/aistudy/practice/result?lesson_id=12&step=review&guid=run-12345678' });
    await waitFor(() => expect(screen.getAllByText('この回はまだ終わっていません。最後の問題まで答えてください。').length).toBeGreaterThan(0));
    expect(paths()).not.toContain('GET /ai/course/exercise/review/logs');
  });

  it('refuses a step without results', async () => {
    renderPage(<PracticeResultPage />, { path: '/aistudy/practice/result', url: '/aistudy/practice/result?lesson_id=12&step=video&guid=run-12345678' });
    expect((await screen.findByTestId('practice-result-missing')).textContent).toContain('復習と定着');
    expect(paths().filter((path) => path.startsWith('POST'))).toEqual([]);
  });
});
