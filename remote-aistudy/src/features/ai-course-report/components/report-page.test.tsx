import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiCourseReport } from '../api/get-report';
import { ReportPage } from './report-page';

const days = Array.from({ length: 14 }, (_, index) => ({ date: `2026-11-${String(15 + index).padStart(2, '0')}`, seconds: index === 13 ? 1500 : index === 10 ? 300 : 0 }));

const report: AiCourseReport = {
  courses: [
    {
      course_id: 3,
      title: '旅行で使う英語',
      progress_percent: 58,
      lessons: [
        { lesson_id: 11, title: '空港でのチェックイン', steps_done: 4, steps_total: 4, review_score: 100, consolidation_score: 80, time_spent_seconds: 900 },
        { lesson_id: 12, title: 'ホテルでのやりとり', steps_done: 3, steps_total: 4, review_score: 60, consolidation_score: null, time_spent_seconds: 900 },
      ],
      tests: [{ guid: 'test-run-1', score: 64, submitted_at: '2026-11-28T01:00:00Z' }],
      time_spent_seconds: 1800,
    },
  ],
  skills: [
    { skill: 'grammar', percent: 40 },
    { skill: 'listening', percent: 90 },
  ],
  daily: days,
};

beforeAll(() => startTestSession());
beforeEach(() => {
  scriptServer({ 'GET /ai/course/report': () => ({ data: report }) });
});
afterEach(cleanup);

describe('ReportPage', () => {
  it('sums up the study and draws the last 14 days, each bar also in a table', async () => {
    renderPage(<ReportPage />, { path: '/aistudy/report' });
    expect((await screen.findByTestId('report-total-time')).textContent).toBe('30分');
    expect(screen.getByTestId('report-lessons-done').textContent).toBe('1レッスン');
    expect(screen.getByTestId('report-tests-taken').textContent).toBe('1回');
    const daily = screen.getByTestId('report-daily-chart');
    expect(daily.querySelectorAll('rect')).toHaveLength(14);
    expect([...daily.querySelectorAll('rect')].map((bar) => bar.getAttribute('data-value'))).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '5', '0', '0', '25']);
    expect(within(daily).getByRole('row', { name: '11/28 25分' })).toBeTruthy();
  });

  it('lists each lesson with its steps, scores and time, and the test scores', async () => {
    renderPage(<ReportPage />, { path: '/aistudy/report' });
    const lessons = await screen.findAllByTestId('report-lesson');
    expect(lessons[0]!.textContent).toBe('空港でのチェックイン4 / 4100点80点15分');
    expect(lessons[1]!.textContent).toContain('—');
    expect(within(screen.getByTestId('report-test-chart')).getByRole('row', { name: '1回目 64点' })).toBeTruthy();
    const bars = screen.getAllByTestId('skill-bar');
    expect(bars.map((bar) => bar.textContent)).toEqual(['文法40%', 'リスニング90%']);
  });
});
