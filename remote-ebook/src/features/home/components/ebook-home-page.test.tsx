import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, LEVELS } from '../../books/book-fixtures.test-data';
import type { BookBrief } from '../../books/model/ebook-types';
import { EbookHomePage } from './ebook-home-page';

const progress = (percent: number, finished: 0 | 1 = 0) => ({ percent, finished, chapter_index: 1, updated_at: '2026-11-26T10:00:00.000Z' });
const BOOKS: BookBrief[] = [book(1, { title: 'The Lost Cat', level: 1 }), book(2, { title: 'The Storm', level: 2 }), book(3, { title: 'Snow Day', level: 2 })];

let server: ScriptedServer;
let shelf: (BookBrief & { added_at: string })[];

beforeAll(() => startTestSession());
beforeEach(() => {
  shelf = [
    { ...book(2, { title: 'The Storm', level: 2, on_shelf: 1, progress: progress(40) }), added_at: '2026-11-26T10:00:00.000Z' },
    { ...book(1, { title: 'The Lost Cat', on_shelf: 1, progress: progress(100, 1) }), added_at: '2026-11-20T10:00:00.000Z' },
  ];
  server = scriptServer({
    'GET /ebook/shelf': () => ({ data: { limit: 10, count: shelf.length, list: shelf } }),
    'GET /ebook/list': () => ({ data: { levels: LEVELS, list: BOOKS, recommended_level: 2 } }),
    'POST /ebook/shelf/remove': ({ body }) => {
      const id = Number(new URLSearchParams(body as URLSearchParams).get('book_id'));
      shelf = shelf.filter((item) => item.book_id !== id);
      return { data: { count: shelf.length, limit: 10 } };
    },
  });
});
afterEach(cleanup);

describe('EbookHomePage', () => {
  it('shows the shelf with progress and continue links, the recommended level with its books, and the menu', async () => {
    renderPage(<EbookHomePage />, { path: '/ebook/index' });
    const items = await screen.findAllByTestId('shelf-book');
    expect(screen.getByTestId('shelf-count').textContent).toBe('2 / 10冊');
    expect(within(items[0]!).getByTestId('reading-progress').textContent).toContain('40%読みました');
    expect(within(items[0]!).getByRole('link', { name: '続きを読む：『The Storm』' }).getAttribute('href')).toBe('/ebook/reading/2');
    expect(within(items[0]!).getByRole('link', { name: '続きを読む：『The Storm』' }).textContent).toBe('続きを読む');
    expect(within(items[1]!).getByTestId('reading-progress').textContent).toContain('読了');

    expect((await screen.findByTestId('recommended-level')).textContent).toContain('レベル2');
    const level = screen.getByTestId('my-level');
    expect(within(level).getAllByTestId('book-card').map((card) => card.getAttribute('data-book-id'))).toEqual(['2', '3']);
    expect(within(level).getByRole('link', { name: 'レベル2の本をすべて見る' }).getAttribute('href')).toBe('/ebook/list?level=2');

    for (const [id, href] of [
      ['list', '/ebook/list'],
      ['history', '/ebook/history'],
      ['test', '/ebook/test'],
      ['doc', '/ebook/doc'],
      ['homework', '/ebook/homework/free-reading/list'],
      ['levelCheck', '/ebook/level-check'],
    ]) {
      expect(screen.getByTestId(`menu-${id}`).getAttribute('href')).toBe(href);
    }
  });

  it('takes a book off the shelf and reloads the shelf', async () => {
    renderPage(<EbookHomePage />, { path: '/ebook/index' });
    const shelfCard = await screen.findByTestId('my-shelf');
    await userEvent.click(await within(shelfCard).findByRole('button', { name: '『The Lost Cat』を本棚から外す' }));
    await waitFor(() => expect(screen.getAllByTestId('shelf-book')).toHaveLength(1));
    expect(screen.getByTestId('shelf-count').textContent).toBe('1 / 10冊');
    expect(server.requests.filter((request) => request.path === '/ebook/list').length).toBeGreaterThanOrEqual(2);
  });

  it('invites a student without a level check to take it, offers the level 1 books meanwhile, and explains an empty shelf', async () => {
    shelf = [];
    server.route('GET', '/ebook/list', () => ({ data: { levels: LEVELS, list: BOOKS, recommended_level: null } }));
    renderPage(<EbookHomePage />, { path: '/ebook/index' });
    expect((await screen.findByTestId('shelf-empty')).textContent).toContain('本棚にはまだ本がありません。');
    const call = await screen.findByTestId('level-check-call');
    expect(within(call).getByRole('link', { name: 'レベルチェックを受ける' }).getAttribute('href')).toBe('/ebook/level-check');
    const starters = screen.getByRole('list', { name: 'まずはレベル1の本から読んでみましょう' });
    const levels = within(starters).getAllByTestId('book-card').map((card) => BOOKS.find((book) => book.book_id === Number(card.getAttribute('data-book-id')))?.level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((level) => level === 1)).toBe(true);
  });
});
