// The book's exercise sets and one set played and shown through remote-exercises' engine: the
// engine is a stand-in registered as the host would load it, so the test sees exactly what this
// module hands the engine (the set, the run, where answers go, where the result is).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExerciseInfoPage } from './exercise-info-page';
import { ExerciseResultPage } from './exercise-result-page';

const details = {
  book_id: 7,
  code: 'a-new-home',
  title: 'A New Home',
  title_jp: '新しい家',
  level: 1,
  level_name: 'レベル1',
  genre: 'fiction',
  genre_jp: '物語',
  topic_jp: '家族',
  word_count: 400,
  chapter_count: 2,
  reading_minutes: 4,
  cover_url: '/resources/ebook/a.svg',
  summary_jp: 'あらすじ',
  first_line: 'Emma looked at the house.',
  on_shelf: 1,
  progress: { percent: 100, finished: 1, chapter_index: 1, updated_at: '2030-01-01T00:00:00.000Z' },
  rating: { average: null, count: 0 },
  chapters: [],
  gloss_count: 3,
  exercises: [
    { resource_id: 31, title: 'Story questions', type: 'reading_comprehension', item_count: 5, score: 80, completed: 1 },
    { resource_id: 32, title: 'Words of the story', type: 'word_choice', item_count: 8, score: null, completed: 0 },
  ],
  impression: null,
};

const info = (resource_id: number, title: string) => ({ resource_id, title, resource_file: `/resources/ex-${resource_id}/1/`, resource_version: '1' });
const logs = (guid = 'run-1') => ({
  ...info(31, 'Story questions'),
  completed_before: 1,
  next_resource: info(32, 'Words of the story'),
  answer_record: { guid, is_completed: 0, items: [] },
  book_id: 7,
  book_title: 'A New Home',
});

type Props = Record<string, unknown> & { actions?: () => ReactNode };
const settleOutbox = vi.fn(async () => undefined);
let practiceProps: Props | null = null;
let resultProps: Props | null = null;

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(() => {
  practiceProps = null;
  resultProps = null;
  settleOutbox.mockClear();
  registerExposedModuleLoader(async (id) => {
    expect(id).toBe('remote_exercises/engine');
    return {
      settleOutbox,
      PracticeScreen: (props: Props) => {
        practiceProps = props;
        return <p data-testid="practice-screen">{String(props.title)}</p>;
      },
      ResultScreen: (props: Props) => {
        resultProps = props;
        return <div data-testid="result-screen">{props.actions?.()}</div>;
      },
    };
  });
  server = scriptServer({
    'GET /ebook/details': () => ({ data: { book: details } }),
    'GET /ebook/exercise-logs': ({ params }) => ({ data: logs(typeof params.guid === 'string' ? params.guid : 'run-1') }),
  });
});
afterEach(cleanup);

describe('ExerciseInfoPage', () => {
  it('lists the book’s exercise sets with the best score, and links each to its play', async () => {
    renderPage(<ExerciseInfoPage />, { path: '/ebook/exercise/info', url: '/ebook/exercise/info?book_id=7' });
    const sets = await screen.findAllByTestId('exercise-set');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('「A New Home」の問題');
    expect(sets).toHaveLength(2);
    expect(within(sets[0]!).getByText('内容理解・5問')).toBeTruthy();
    expect(within(sets[0]!).getByTestId('exercise-set-score').textContent).toBe('最高 80点完了');
    expect(within(sets[0]!).getByTestId('exercise-set-start').getAttribute('href')).toBe('/ebook/exercise/info?book_id=7&resource_id=31');
    expect(within(sets[0]!).getByTestId('exercise-set-last').getAttribute('href')).toBe('/ebook/exercise/result/?resource_id=31&book_id=7&from=last');
    expect(within(sets[1]!).getByTestId('exercise-set-score').textContent).toBe('未挑戦');
    expect(within(sets[1]!).queryByTestId('exercise-set-last')).toBeNull();
    expect(screen.getByTestId('back-to-book').getAttribute('href')).toBe('/ebook/details/7');
    expect(server.requests[0]?.params).toMatchObject({ book_id: 7 });
  });

  it('plays a set with the engine: the open run, answers to /ebook/submit-exercise-log, the result by run', async () => {
    renderPage(<ExerciseInfoPage />, { path: '/ebook/exercise/info', url: '/ebook/exercise/info?book_id=7&resource_id=31' });
    expect((await screen.findByTestId('practice-screen')).textContent).toBe('Story questions');
    expect(settleOutbox).toHaveBeenCalled();
    expect(server.requests.find((request) => request.path === '/ebook/exercise-logs')?.params).toMatchObject({ resource_id: 31, run: 'open' });
    expect(practiceProps).toMatchObject({
      mode: 'practice',
      module: 'ebook',
      record: { guid: 'run-1' },
      completedBefore: true,
      target: { path: '/ebook/submit-exercise-log', fields: { resource_id: 31 }, completion: { path: '/ebook/submit-exercise-log', fields: { resource_id: 31 } } },
      backHref: '/ebook/exercise/info?book_id=7',
      lastResultHref: '/ebook/exercise/result/?resource_id=31&book_id=7&from=last',
      collection: true,
    });
    expect((practiceProps?.resultHref as (attempt: string) => string)('run-1')).toBe('/ebook/exercise/result/?resource_id=31&guid=run-1&book_id=7');
  });

  it('says when the address names no book', async () => {
    renderPage(<ExerciseInfoPage />, { path: '/ebook/exercise/info', url: '/ebook/exercise/info' });
    expect((await screen.findByTestId('exercises-missing')).textContent).toContain('アドレスが正しくありません');
  });
});

describe('ExerciseResultPage', () => {
  it('shows the run’s result with the way back to the book and on to the next set', async () => {
    const { router } = renderPage(<ExerciseResultPage />, { path: '/ebook/exercise/result/', url: '/ebook/exercise/result/?resource_id=31&guid=run-9&book_id=7' });
    await screen.findByTestId('result-screen');
    expect(resultProps).toMatchObject({ attempt: 'run-9', backHref: '/ebook/exercise/info?book_id=7', title: 'Story questions — 結果' });
    // The record is read for the run itself.
    const recordQuery = resultProps?.recordQuery as { queryKey: unknown[]; select: (logs: unknown) => unknown };
    expect(recordQuery.queryKey).toEqual(['/ebook/exercise-logs', 31, { guid: 'run-9' }]);
    expect(recordQuery.select(logs('run-9'))).toEqual({ guid: 'run-9', is_completed: 0, items: [] });
    await userEvent.click(screen.getByTestId('next-resource'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/ebook/exercise/info?book_id=7&resource_id=32'));
  });

  it('goes back to the book', async () => {
    const { router } = renderPage(<ExerciseResultPage />, { path: '/ebook/exercise/result/', url: '/ebook/exercise/result/?resource_id=31&guid=run-9' });
    await userEvent.click(await screen.findByTestId('result-back-to-book'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ebook/details/7'));
  });
});
