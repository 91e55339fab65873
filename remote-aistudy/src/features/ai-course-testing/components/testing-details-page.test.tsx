import { cleanup, screen } from '@testing-library/react';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestingIndex } from '../api/get-testing-index';
import { TestingDetailsPage } from './testing-details-page';

const index = (unlocked: 0 | 1): TestingIndex => ({
  course: { course_id: 3, title: '旅行で使う英語', title_en: 'English for travel', cefr: 'A2', description: '旅行の表現' },
  exercise_resource_id: 900,
  unlocked,
  question_count: 10,
  time_limit_seconds: 600,
  attempts: [],
});

const skills = [
  { skill: 'listening', correct: 4, total: 4, percent: 100 },
  { skill: 'grammar', correct: 0, total: 6, percent: 0 },
];

let server: ScriptedServer;
let testing: TestingIndex;
type EngineProps = { info: { resource_id: number }; mode: string; resultHref: (guid: string) => string; title: string };
let engineProps: EngineProps | null;

beforeAll(() => startTestSession());
beforeEach(() => {
  testing = index(1);
  engineProps = null;
  server = scriptServer({
    'GET /ai/course/testing/index': () => ({ data: testing }),
    'POST /ai/course/testing/submit': () => ({ data: { guid: 'test-run-0001', score: 40, correct: 4, total: 10, skills } }),
    'GET /ai/course/testing/paper': () => ({
      data: { guid: 'test-run-0001', score: 40, correct: 4, total: 10, skills, submitted_at: '2026-11-28T01:00:00Z', items: [{ question: 'I ___ to Kyoto last year.', your_answer: 'go', correct_answer: 'went', is_right: 0, explanation: '過去のことなので went です。' }] },
    }),
    'GET /resource/info': ({ params }) => ({ data: { resource_id: Number(params.resource_id), resource_file: '/resources/aicourse/travel-test/', resource_version: 'v1' } }),
    'GET /textbook/next-resource-info': ({ params }) => ({ data: { resource_id: Number(params.resource_id), title: 'テスト', answer_record: { guid: '', is_completed: 0, items: [] } } }),
  });
  registerExposedModuleLoader(async () => ({
    settleOutbox: vi.fn(async () => undefined),
    mediaUrlFor: (folder: string) => (file: string) => `${folder}${file}`,
    PracticeScreen: (props: EngineProps) => {
      engineProps = props;
      return <p data-testid="practice-screen">{props.title}</p>;
    },
  }));
});
afterEach(cleanup);

describe('TestingDetailsPage', () => {
  it('plays the course test in test mode, its paper on this page with the run', async () => {
    renderPage(<TestingDetailsPage />, { path: '/aistudy/testing/details', url: '/aistudy/testing/details?course_id=3' });
    expect((await screen.findByTestId('practice-screen')).textContent).toBe('旅行で使う英語（コーステスト）');
    expect(engineProps).toMatchObject({ mode: 'test', info: { resource_id: 900 } });
    expect(engineProps!.resultHref('test-run-0001')).toBe('/aistudy/testing/details?course_id=3&guid=test-run-0001');
  });

  it('hands the run in, then shows the score, the skills with the weakest marked and every answer', async () => {
    renderPage(<TestingDetailsPage />, { path: '/aistudy/testing/details', url: '/aistudy/testing/details?course_id=3&guid=test-run-0001' });
    expect((await screen.findByTestId('run-score')).textContent).toBe('40点');
    const submit = server.requests.find((request) => request.path === '/ai/course/testing/submit')!;
    expect(Object.fromEntries(new URLSearchParams(submit.body as URLSearchParams))).toEqual({ course_id: '3', guid: 'test-run-0001' });
    const bars = screen.getAllByTestId('skill-bar');
    expect(bars.map((bar) => [bar.dataset.skill, bar.dataset.weakest ?? null, bar.textContent])).toEqual([
      ['listening', null, 'リスニング100%（4/4）'],
      ['grammar', 'true', '文法0%（0/6）'],
    ]);
    expect(screen.getByTestId('review-item').textContent).toContain('過去のことなので went です。');
    expect(screen.getByTestId('to-recommend').getAttribute('href')).toBe('/aistudy/recommend/details?course_id=3');
  });

  it('does not start a test that is still locked', async () => {
    testing = index(0);
    renderPage(<TestingDetailsPage />, { path: '/aistudy/testing/details', url: '/aistudy/testing/details?course_id=3' });
    expect((await screen.findByTestId('test-locked')).textContent).toContain('コーステストはまだ受けられません');
    expect(engineProps).toBeNull();
  });
});
