import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonPart } from '../api/get-lesson-part';
import { PracticePage } from './practice-page';

const part = (overrides: Partial<LessonPart> = {}): LessonPart => ({
  lesson: { lesson_id: 12, course_id: 3, title: '空港でのチェックイン', title_en: 'Checking in at the airport', skills: ['listening', 'vocabulary'] },
  video: {
    resource_id: 101,
    url: '/resources/ai-lesson-travel-english-1/abc/lesson.mp4',
    poster_url: '/resources/ai-lesson-travel-english-1/abc/poster.png',
    captions: [
      { lang: 'ja', label: '日本語', url: '/resources/ai-lesson-travel-english-1/abc/captions.ja.vtt' },
      { lang: 'en', label: 'English', url: '/resources/ai-lesson-travel-english-1/abc/captions.en.vtt' },
    ],
    duration_seconds: 80,
    watched_seconds: 20,
    last_position: 20,
    done: 0,
  },
  explanation: {
    resource_id: 102,
    intro: 'チェックインでよく使う表現を学びます。',
    sections: [{ heading: 'パスポートを見せる', body: ['Here is my passport. と言って渡します。'], examples: [{ en: 'Here is my passport.', ja: 'パスポートです。', note: null }] }],
    key_phrases: [{ en: 'window seat', ja: '窓側の席' }],
    done: 0,
  },
  review: { resource_id: 103, exercise_resource_id: 501, done: 0, best_score: null, last_guid: null },
  consolidation: { resource_id: 104, exercise_resource_id: 502, done: 0, best_score: null, last_guid: null },
  next_lesson_id: 13,
  ...overrides,
});

/** The played ranges a media element reports, as TimeRanges. */
const ranges = (list: [number, number][]) => ({ length: list.length, start: (index: number) => list[index]![0], end: (index: number) => list[index]![1] }) as TimeRanges;

let server: ScriptedServer;
let lesson: LessonPart;
type EngineProps = { title: string; target: { path: string; fields: Record<string, unknown> }; resultHref: (guid: string) => string; info: { resource_id: number } };
let engineProps: EngineProps | null;

beforeAll(() => startTestSession());
beforeEach(() => {
  lesson = part();
  engineProps = null;
  server = scriptServer({
    'GET /ai/course/exercise/part': () => ({ data: lesson }),
    'POST /ai/course/exercise/video/submit': ({ body }) => {
      const watched = Number(new URLSearchParams(body as URLSearchParams).get('watched_seconds'));
      return { data: { watched_seconds: watched, done: watched >= 72 ? 1 : 0 } };
    },
    'POST /ai/course/exercise/explanation/submit': () => ({ data: { done: 1 } }),
    'GET /textbook/next-resource-info': ({ params }) => ({ data: { resource_id: Number(params.resource_id), title: '復習：チェックイン', answer_record: { guid: '', is_completed: 0, items: [] } } }),
  });
  registerExposedModuleLoader(async () => ({
    settleOutbox: vi.fn(async () => undefined),
    PracticeScreen: (props: EngineProps) => {
      engineProps = props;
      return <p data-testid="practice-screen">{props.title}</p>;
    },
  }));
});
afterEach(cleanup);

const videoPosts = () => server.requests.filter((request) => request.path === '/ai/course/exercise/video/submit').map((request) => Object.fromEntries(new URLSearchParams(request.body as URLSearchParams)));

describe('PracticePage', () => {
  it('shows the lesson video with Japanese captions on, English and none to switch to', async () => {
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=video' });
    const video = await screen.findByTestId('lesson-video');
    const tracks = video.querySelectorAll('track');
    expect([...tracks].map((track) => [track.getAttribute('srclang'), track.getAttribute('kind')])).toEqual([
      ['ja', 'captions'],
      ['en', 'captions'],
    ]);
    expect(screen.getByTestId('caption-switch').dataset.captions).toBe('ja');
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByTestId('caption-switch').dataset.captions).toBe('en');
    expect(screen.getByRole('radio', { name: 'なし' })).toBeTruthy();
  });

  it('counts what was really played, not where a seek went, on top of the earlier visits', async () => {
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=video' });
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    // Played 10 s, then sought to 75 s and paused there: 10 s more, not 55.
    Object.defineProperty(video, 'played', { configurable: true, get: () => ranges([[20, 30]]) });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => 75, set: () => undefined });
    fireEvent.pause(video);
    await waitFor(() => expect(videoPosts()).toHaveLength(1));
    expect(videoPosts()[0]).toMatchObject({ resource_id: '101', watched_seconds: '30.0', position: '75.0' });
    expect(screen.queryByTestId('next-step')).toBeNull();
    expect(screen.getByTestId('video-step').dataset.done).toBe('false');
  });

  it('saves what was played when the student leaves the page', async () => {
    const view = renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=video' });
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    Object.defineProperty(video, 'played', { configurable: true, get: () => ranges([[20, 45]]) });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => 45, set: () => undefined });
    fireEvent.timeUpdate(video);
    view.unmount();
    await waitFor(() => expect(videoPosts()).toHaveLength(1));
    expect(videoPosts()[0]).toMatchObject({ watched_seconds: '45.0', position: '45.0' });
  });

  it('becomes done once the server counts 90 % and offers the explanation', async () => {
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=video' });
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    Object.defineProperty(video, 'played', { configurable: true, get: () => ranges([[20, 80]]) });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => 80, set: () => undefined });
    fireEvent.ended(video);
    expect(await screen.findByText('動画のステップが完了しました。')).toBeTruthy();
    expect(videoPosts().at(-1)).toMatchObject({ watched_seconds: '80.0' });
    expect(screen.getByTestId('next-step').getAttribute('href')).toBe('/aistudy/practice?lesson_id=12&step=explanation');
  });

  it('marks the explanation read', async () => {
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=explanation' });
    expect(await screen.findByText('Here is my passport.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('explanation-read'));
    expect(await screen.findByText('解説のステップが完了しました。')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(server.requests.find((request) => request.path === '/ai/course/exercise/explanation/submit')!.body as URLSearchParams))).toEqual({ resource_id: '102' });
  });

  it('plays the review exercise in the engine, answers to the practice call, the result on the AI course page', async () => {
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=review' });
    expect((await screen.findByTestId('practice-screen')).textContent).toBe('復習：空港でのチェックイン');
    expect(engineProps!.info.resource_id).toBe(501);
    expect(engineProps!.target).toMatchObject({ path: '/textbook/answer-record', fields: { resource_id: 501 } });
    expect(engineProps!.resultHref('run-1234')).toBe('/aistudy/practice/result?lesson_id=12&step=review&guid=run-1234');
  });

  it('opens the first step not done when no step is named', async () => {
    lesson = part({ video: { ...part().video, done: 1 }, explanation: { ...part().explanation, done: 1 } });
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12' });
    await screen.findByTestId('practice-screen');
    expect(engineProps!.info.resource_id).toBe(501);
  });

  it('says so for a step that does not exist', async () => {
    renderPage(<PracticePage />, { path: '/aistudy/practice', url: '/aistudy/practice?lesson_id=12&step=quiz' });
    expect((await screen.findByTestId('practice-missing')).textContent).toContain('そのステップはありません');
  });
});
