import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, LEVELS } from '../../books/book-fixtures.test-data';
import type { BookBrief } from '../../books/model/ebook-types';
import { BookListPage } from './book-list-page';

const BOOKS: BookBrief[] = [
  book(1, { title: 'The Lost Cat', title_jp: 'いなくなったネコ', level: 1, word_count: 820, reading_minutes: 9, rating: { average: 4.25, count: 8 } }),
  book(2, { title: 'A Day at the Zoo', title_jp: '動物園の一日', level: 1, genre: 'nonfiction', genre_jp: 'ノンフィクション', on_shelf: 1 }),
  book(3, { title: 'The Storm', title_jp: '嵐', level: 2, level_name: 'やさしい物語' }),
];

let server: ScriptedServer;
let onShelf: Set<number>;

beforeAll(() => startTestSession());
beforeEach(() => {
  onShelf = new Set([2]);
  server = scriptServer({
    'GET /ebook/list': ({ params }) => {
      const keyword = String(params.keyword ?? '').toLowerCase();
      const list = BOOKS.filter((item) => (params.level ? item.level === Number(params.level) : true))
        .filter((item) => (params.genre ? item.genre === params.genre : true))
        .filter((item) => (keyword ? item.title.toLowerCase().includes(keyword) || item.title_jp.includes(keyword) : true))
        .map((item) => ({ ...item, on_shelf: onShelf.has(item.book_id) ? 1 : 0 }));
      return { data: { levels: LEVELS, list, recommended_level: 1 } };
    },
    'POST /ebook/shelf/add': ({ body }) => {
      onShelf.add(Number(new URLSearchParams(body as URLSearchParams).get('book_id')));
      return { data: { count: onShelf.size, limit: 10 } };
    },
  });
});
afterEach(cleanup);

const listRequests = () => server.requests.filter((request) => request.path === '/ebook/list');
const card = (title: string) => screen.getAllByTestId('book-card').find((item) => item.textContent?.includes(title))!;

describe('BookListPage', () => {
  it('shows every book with cover, both titles, level, words, minutes and rating', async () => {
    renderPage(<BookListPage />, { path: '/ebook/list' });
    expect(await screen.findAllByTestId('book-card')).toHaveLength(3);
    const cat = card('The Lost Cat');
    expect(within(cat).getByRole('link', { name: 'The Lost Cat' }).getAttribute('href')).toBe('/ebook/details/1');
    expect(cat.textContent).toContain('いなくなったネコ');
    expect(cat.textContent).toContain('レベル1');
    expect(cat.textContent).toContain('820語');
    expect(cat.textContent).toContain('約9分');
    expect(within(cat).getByRole('img', { name: '5点満点で平均4.3点（8件の評価）' })).toBeTruthy();
    expect(within(cat).getByTestId('book-cover').getAttribute('src')).toBe('/resources/ebook/covers/book-1.svg');
    expect(within(card('A Day at the Zoo')).getByRole('button', { name: '『A Day at the Zoo』を本棚から外す' })).toBeTruthy();
  });

  it('filters by level tab (with the level’s name, Eiken and CEFR), genre and keyword', async () => {
    renderPage(<BookListPage />, { path: '/ebook/list' });
    const levelTwo = await screen.findByRole('button', { name: /レベル2.*やさしい物語.*4級・A1/ });
    expect(screen.getByRole('button', { name: /レベル1.*おすすめ/ })).toBeTruthy();
    await userEvent.click(levelTwo);
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(1));
    expect(levelTwo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('level-info').textContent).toContain('英検4級程度・CEFR A1');
    expect(listRequests().at(-1)!.params).toMatchObject({ level: 2 });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'レベル' })).getByRole('button', { name: 'すべて' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'ジャンル' })).getByRole('button', { name: 'ノンフィクション' }));
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(1));
    expect(screen.getByTestId('book-card').textContent).toContain('A Day at the Zoo');
    expect(listRequests().at(-1)!.params).toMatchObject({ genre: 'nonfiction' });
    expect(listRequests().at(-1)!.params).not.toHaveProperty('level');

    await userEvent.click(within(screen.getByRole('group', { name: 'ジャンル' })).getByRole('button', { name: 'すべて' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'storm{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(1));
    expect(screen.getByTestId('book-card').textContent).toContain('The Storm');
    expect(listRequests().at(-1)!.params).toMatchObject({ keyword: 'storm' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'キーワード' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'dragon{Enter}');
    expect(await screen.findByTestId('book-list-empty')).toBeTruthy();
    expect(screen.getByTestId('book-list-empty').textContent).toContain('条件に合う本がありません');
  });

  it('keeps the filters in the address, so a link opens the list filtered', async () => {
    renderPage(<BookListPage />, { path: '/ebook/list', url: '/ebook/list?level=2&genre=fiction' });
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(1));
    expect(listRequests()[0]!.params).toMatchObject({ level: 2, genre: 'fiction' });
  });

  it('puts a book on the shelf and shows it as on the shelf after the reload', async () => {
    renderPage(<BookListPage />, { path: '/ebook/list' });
    await userEvent.click(await screen.findByRole('button', { name: '『The Lost Cat』を本棚に追加' }));
    expect(await within(card('The Lost Cat')).findByRole('button', { name: '『The Lost Cat』を本棚から外す' })).toBeTruthy();
    expect(screen.getByText('『The Lost Cat』を本棚に追加しました。')).toBeTruthy();
    expect(listRequests()).toHaveLength(2);
  });

  it('explains a full shelf in a dialog and changes nothing', async () => {
    server.route('POST', '/ebook/shelf/add', () => ({ errcode: 409, errmsg: '本棚がいっぱいです（最大10冊）。読み終わった本を本棚から外してから追加してください。' }));
    renderPage(<BookListPage />, { path: '/ebook/list' });
    await userEvent.click(await screen.findByRole('button', { name: '『The Lost Cat』を本棚に追加' }));
    const dialog = await screen.findByRole('alertdialog', { name: '本棚がいっぱいです' });
    expect(dialog.textContent).toContain('本棚に入れられるのは10冊までです。');
    expect(dialog.textContent).toContain('読み終わった本を本棚から外してから');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(card('The Lost Cat')).getByRole('button', { name: '『The Lost Cat』を本棚に追加' })).toBeTruthy();
    expect(listRequests()).toHaveLength(1);
  });
});
