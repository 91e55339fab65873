import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUser, type UserInfo } from 'shared-api';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavoriteEntry } from '../api/favorite-types';
import { sampleRecording, sampleSentence, sampleWord } from '../model/favorite-samples';
import { UNDO_MS } from '../model/undo-queue';
import { CollectionPage } from './collection-page';

const EN = '/device/favorites/en-page-list';
const NOT_EN = '/device/favorites/not-en-page-list';

let server: ScriptedServer;
/** What the scripted server holds for each list, newest first. */
let words: FavoriteEntry[];
let recordings: FavoriteEntry[];
let nextId: number;

const pageOf = (list: FavoriteEntry[], params: Record<string, unknown>) => {
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 40);
  return { data: { total: list.length, page, limit, items: list.slice((page - 1) * limit, page * limit) } };
};
const bodyOf = (body: unknown) => Object.fromEntries(new URLSearchParams(body as URLSearchParams));
const posts = (path: string) => server.requests.filter((request) => request.method === 'POST' && request.path === path).map((request) => bodyOf(request.body));

const student = (college: boolean): UserInfo => ({ student_id: 3, nickname: 'テスト', is_college_student: college ? 1 : 0, is_business_student: college ? 0 : 1 }) as unknown as UserInfo;

beforeAll(() => startTestSession());
beforeEach(() => {
  setUser(student(false));
  nextId = 100;
  words = [
    sampleWord({ favorite_id: 3, created_at: '2025-05-03T09:00:00.000Z' }),
    sampleSentence({ favorite_id: 2, created_at: '2025-05-02T09:00:00.000Z' }),
    sampleRecording({ favorite_id: 7, screen_en_text: 'I went to the park.', question_id: 'q5', created_at: '2025-05-01T09:00:00.000Z' }),
  ];
  recordings = [];
  server = scriptServer({
    [`GET ${EN}`]: ({ params }) => pageOf(words, params),
    [`GET ${NOT_EN}`]: ({ params }) => pageOf(recordings, params),
    'GET /xfyun/get-tts-auth-url': () => ({ data: { tts_auth_url: '/speech/tts?ticket=t', expires_in: 600 } }),
    'POST /favorite-sentence/discard': ({ body }) => {
      const id = Number(bodyOf(body).favorite_id);
      const before = words.length;
      words = words.filter((entry) => !(entry.type === 'sentence' && entry.favorite_id === id));
      return { data: { favorite_id: null, is_collected: 0, removed: before - words.length } };
    },
    'POST /favorite-sentence/collect': ({ body }) => {
      const fields = bodyOf(body);
      const entry = sampleSentence({ ...fields, favorite_id: nextId++, created_at: fields.collected_at, resource_id: fields.resource_id ? Number(fields.resource_id) : null, question_index: fields.question_index ? Number(fields.question_index) : null, record_max_time: Number(fields.record_max_time) } as Partial<FavoriteEntry>);
      words = [...words, entry].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return { data: { favorite_id: entry.favorite_id, is_collected: 1, removed: 0 } };
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const items = () => screen.getAllByTestId('collection-item');
const englishOf = (item: HTMLElement) => within(item).queryByTestId('collection-english')?.textContent;

describe('CollectionPage', () => {
  it('lists words, sentences and recordings of a text with where they came from, and counts both tabs', async () => {
    renderPage(<CollectionPage />, { path: '/my_collection' });
    await screen.findByText('receive');
    expect(items().map(englishOf)).toEqual(['receive', 'Good morning, everyone.', 'I went to the park.']);
    expect(items().map((item) => item.dataset.kind)).toEqual(['word', 'sentence', 'recording']);
    expect(within(items()[0]!).getByRole('link', { name: '辞書で「receive」を引く' }).getAttribute('href')).toBe('/dictionary/search?word=receive');
    expect(within(items()[1]!).getByTestId('collection-origin').textContent).toBe('教材：Unit 1 あいさつ');
    expect(within(items()[2]!).getByTestId('collection-recording-facts').textContent).toBe('78点・12.4秒');
    expect(within(items()[2]!).getByRole('button', { name: /保存した録音を聞く/ })).toBeTruthy();
    expect(await screen.findByTestId('collection-count-words')).toHaveProperty('textContent', '3件');
    expect(await screen.findByTestId('collection-count-recordings')).toHaveProperty('textContent', '0件');
    expect(screen.queryByTestId('collection-end')).toBeNull();
  });

  it('explains an empty tab and links to where things are collected', async () => {
    renderPage(<CollectionPage />, { path: '/my_collection', url: '/my_collection?tab=recordings' });
    const empty = await screen.findByTestId('collection-empty-recordings');
    expect(empty.textContent).toContain('まだ録音がありません');
    expect(within(empty).getByRole('link', { name: '教材の一覧へ' }).getAttribute('href')).toBe('/bookList');
    await userEvent.click(screen.getByRole('tab', { name: /単語・文/ }));
    expect(await screen.findByText('receive')).toBeTruthy();
  });

  it('hides a removed entry at once, removes it on the server, and puts it back as it was with 元に戻す', async () => {
    renderPage(<CollectionPage />, { path: '/my_collection' });
    await screen.findByText('receive');
    await userEvent.click(within(items()[1]!).getByRole('button', { name: '「Good morning, everyone.」をコレクションから削除' }));
    expect(items().map(englishOf)).toEqual(['receive', 'I went to the park.']);
    expect(screen.getByTestId('collection-undo-bar').textContent).toContain('「Good morning, everyone.」を削除しました。');
    await waitFor(() => expect(posts('/favorite-sentence/discard')).toEqual([{ favorite_id: '2' }]));
    await waitFor(() => expect(screen.getByTestId('collection-count-words').textContent).toBe('2件'));

    await userEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    await waitFor(() => expect(posts('/favorite-sentence/collect')).toHaveLength(1));
    expect(posts('/favorite-sentence/collect')[0]).toEqual({
      client: 'pc',
      resource_id: '12',
      resource_code: 'textbook-1-1',
      question_index: '3',
      screen_en_text: 'Good morning, everyone.',
      screen_jp_text: 'みなさん、おはようございます。',
      evaluate_text: 'Good morning, everyone.',
      category: 'read_sentence',
      record_max_time: '20',
      collected_at: '2025-05-02T09:00:00.000Z',
    });
    // Read again from the server: back in its place, under its new id.
    await waitFor(() => expect(items().map((item) => item.dataset.favoriteId)).toEqual(['3', '100', '7']));
    expect(screen.queryByTestId('collection-undo-bar')).toBeNull();
    expect(screen.getByTestId('collection-count-words').textContent).toBe('3件');
  });

  it('removes a recording by its material and item; the undo waits while the keyboard is on it, then runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.route('POST', '/device/favorites/discard', () => {
      words = words.filter((entry) => entry.type !== 'recording');
      return { data: { favorite_id: null, is_collected: 0, removed: 1 } };
    });
    renderPage(<CollectionPage />, { path: '/my_collection' });
    await screen.findByText('I went to the park.');
    // With the keyboard (a click with no pointer detail): the focus goes to 元に戻す and the time stands still there.
    fireEvent.click(within(items()[2]!).getByTestId('collection-remove'), { detail: 0 });
    await waitFor(() => expect(posts('/device/favorites/discard')).toEqual([{ resource_id: '30', question_id: 'q5' }]));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '元に戻す' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNDO_MS * 3);
    });
    expect(screen.getByTestId('collection-undo-bar')).toBeTruthy();
    // Moving on lets it run out; the focus it held goes back to the list.
    act(() => screen.getByRole('button', { name: '元に戻す' }).blur());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNDO_MS + 100);
    });
    expect(screen.queryByTestId('collection-undo-bar')).toBeNull();
    expect(items().map(englishOf)).toEqual(['receive', 'Good morning, everyone.']);
    expect(posts('/device/favorites/submit')).toEqual([]);
  });

  it('shows the entry again when the server refuses the removal', async () => {
    server.route('POST', '/favorite-sentence/discard', () => ({ errcode: 500, errmsg: 'サーバーでエラーが発生しました。' }));
    renderPage(<CollectionPage />, { path: '/my_collection' });
    await screen.findByText('receive');
    await userEvent.click(within(items()[0]!).getByTestId('collection-remove'));
    expect(await screen.findByText('削除できませんでした。もう一度お試しください。')).toBeTruthy();
    expect(items().map(englishOf)).toEqual(['receive', 'Good morning, everyone.', 'I went to the park.']);
    expect(screen.queryByTestId('collection-undo-bar')).toBeNull();
  });

  it('reads 40 at a time and the next 40 with もっと見る', async () => {
    words = Array.from({ length: 45 }, (_, index) => sampleSentence({ favorite_id: 45 - index, screen_en_text: `Sentence number ${45 - index}.`, created_at: new Date(Date.UTC(2025, 0, 1) + (45 - index) * 60_000).toISOString() }));
    renderPage(<CollectionPage />, { path: '/my_collection' });
    await screen.findByText('Sentence number 45.');
    expect(items()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    await screen.findByText('Sentence number 1.');
    expect(items()).toHaveLength(45);
    expect(server.requests.filter((request) => request.path === EN).map((request) => request.params)).toEqual(
      expect.arrayContaining([expect.objectContaining({ page: 1, limit: 40 }), expect.objectContaining({ page: 2, limit: 40 })]),
    );
    expect(screen.getByTestId('collection-end').textContent).toContain('45件');
  });

  it('tells a college student the collection is not for their account, without asking the server', async () => {
    setUser(student(true));
    renderPage(<CollectionPage />, { path: '/my_collection' });
    expect((await screen.findByTestId('collection-college')).textContent).toContain('このアカウントではコレクションを使えません');
    expect(server.requests.filter((request) => request.path === EN || request.path === NOT_EN)).toEqual([]);
  });

  it('shows the same notice when the server answers 403', async () => {
    server.route('GET', EN, () => ({ errcode: 403, errmsg: '大学生のアカウントではコレクション機能を利用できません。' }));
    renderPage(<CollectionPage />, { path: '/my_collection' });
    expect((await screen.findByTestId('collection-college')).textContent).toContain('大学生のアカウントではコレクション機能を利用できません。');
  });
});
