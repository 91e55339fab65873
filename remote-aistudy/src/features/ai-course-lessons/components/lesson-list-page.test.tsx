import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CourseExercises } from '../../ai-course/api/get-course-exercises';
import { LessonListPage } from './lesson-list-page';

const steps = (done: [0 | 1, 0 | 1, 0 | 1, 0 | 1], base: number) =>
  (['video', 'explanation', 'review', 'consolidation'] as const).map((kind, index) => ({ resource_id: base + index, kind, done: done[index]! }));

const course = (secondDone: 0 | 1): CourseExercises => ({
  course: { course_id: 3, title: '旅行で使う英語', title_en: 'English for travel', cefr: 'A2', description: '旅行の場面で使う表現を学びます。' },
  lessons: [
    { lesson_id: 11, position: 1, title: '空港でのチェックイン', title_en: 'Checking in at the airport', skills: ['listening'], done: 1, steps: steps([1, 1, 1, 1], 100), progress_percent: 100 },
    { lesson_id: 12, position: 2, title: 'ホテルでのやりとり', title_en: 'At the hotel', skills: ['grammar'], done: secondDone, steps: steps(secondDone ? [1, 1, 1, 1] : [1, 1, 0, 0], 200), progress_percent: secondDone ? 100 : 50 },
  ],
  test: { unlocked: secondDone, best_score: null, last_guid: null },
});

let answer: CourseExercises;

beforeAll(() => startTestSession());
beforeEach(() => {
  answer = course(0);
  scriptServer({ 'GET /ai/course/exercise/index': () => ({ data: answer }) });
});
afterEach(cleanup);

describe('LessonListPage', () => {
  it('lists the lessons with their four steps and done marks, and says why the test is locked', async () => {
    renderPage(<LessonListPage />, { path: '/aistudy/list', url: '/aistudy/list?course_id=3' });
    const lessons = await screen.findAllByTestId('lesson');
    expect(lessons).toHaveLength(2);
    const second = within(lessons[1]!).getAllByTestId('lesson-step');
    expect(second.map((step) => [step.dataset.kind, step.dataset.done])).toEqual([
      ['video', 'true'],
      ['explanation', 'true'],
      ['review', 'false'],
      ['consolidation', 'false'],
    ]);
    expect(second[2]!.getAttribute('href')).toBe('/aistudy/practice?lesson_id=12&step=review');
    expect(within(lessons[1]!).getByRole('link', { name: '復習（未完了）' })).toBeTruthy();
    expect(screen.getByTestId('course-test-state').textContent).toBe('コーステストは、すべてのレッスンを終えると受けられます（あと1レッスン）。');
    expect(screen.getByTestId('course-test').dataset.unlocked).toBe('false');
  });

  it('opens the test once every lesson is done', async () => {
    answer = course(1);
    renderPage(<LessonListPage />, { path: '/aistudy/list', url: '/aistudy/list?course_id=3' });
    expect((await screen.findByTestId('course-test-state')).textContent).toContain('コーステストで力を確かめましょう');
    expect(screen.getByTestId('to-test').getAttribute('href')).toBe('/aistudy/testing/index?course_id=3');
  });

  it('asks for a course when none is given', async () => {
    renderPage(<LessonListPage />, { path: '/aistudy/list', url: '/aistudy/list' });
    expect((await screen.findByTestId('lessons-missing')).textContent).toContain('コースが指定されていません');
  });
});
