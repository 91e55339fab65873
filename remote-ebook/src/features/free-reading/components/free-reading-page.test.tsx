import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../books/book-fixtures.test-data';
import type { FreeReadingHomework } from '../api/get-free-reading-homework';
import { FreeReadingPage } from './free-reading-page';

const homework = (homework_id: number, overrides: Partial<FreeReadingHomework> = {}): FreeReadingHomework => ({
  homework_id,
  title: `多読の宿題${homework_id}`,
  description: '2冊とも最後まで読みましょう。',
  start_at: '2026-11-01T00:00:00.000Z',
  due_at: '2026-11-30T14:59:00.000Z',
  is_expired: 0,
  is_late: 0,
  done: 0,
  books: [
    { ...book(1, { title: 'The Lost Cat' }), done: 1 },
    { ...book(2, { title: 'Snow Day' }), done: 0 },
  ],
  ...overrides,
});

beforeAll(() => startTestSession());
afterEach(cleanup);

describe('FreeReadingPage', () => {
  it('says there is no reading homework, and where to find books meanwhile', async () => {
    scriptServer({ 'GET /ebook/homework/free-reading/list': () => ({ data: { list: [] } }) });
    renderPage(<FreeReadingPage />, { path: '/ebook/homework/free-reading/list' });
    const empty = await screen.findByTestId('free-reading-empty');
    expect(empty.textContent).toContain('多読の宿題はありません。');
    expect(empty.textContent).toContain('先生が本を読む宿題を出すと、ここに表示されます。');
    expect(within(empty).getByRole('link', { name: '本をさがす' }).getAttribute('href')).toBe('/ebook/list');
  });

  it('lists each homework with its period, state badges and the books with done marks', async () => {
    scriptServer({
      'GET /ebook/homework/free-reading/list': () => ({
        data: { list: [homework(1), homework(2, { is_late: 1 }), homework(3, { is_expired: 1, is_late: 1 }), homework(4, { done: 1, books: [{ ...book(3, { title: 'The Storm' }), done: 1 }] })] },
      }),
    });
    renderPage(<FreeReadingPage />, { path: '/ebook/homework/free-reading/list' });
    const cards = await screen.findAllByTestId('free-reading-homework');
    expect(cards).toHaveLength(4);
    const [open, late, expired, done] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(open).getByRole('heading', { name: '多読の宿題1' })).toBeTruthy();
    expect(open.textContent).toContain('2冊とも最後まで読みましょう。');
    expect(open.textContent).toMatch(/期間：2026\/11\/1.*〜 2026\/11\/30/);
    expect(within(open).getByTestId('free-reading-count').textContent).toBe('1 / 2冊 読了');
    const books = within(open).getAllByTestId('free-reading-book');
    expect(books[0]!.textContent).toContain('✓ 読了');
    expect(books[1]!.textContent).toContain('未読');
    expect(within(books[1]!).getByRole('link', { name: '『Snow Day』を読む' }).getAttribute('href')).toBe('/ebook/reading/2');
    expect(within(books[1]!).getByRole('link', { name: '『Snow Day』の詳細' }).getAttribute('href')).toBe('/ebook/details/2');
    expect(open.textContent).not.toMatch(/締め切りを過ぎています|受付終了|完了/);

    expect(late.textContent).toContain('締め切りを過ぎています');
    expect(expired.textContent).toContain('受付終了');
    expect(expired.textContent).not.toContain('締め切りを過ぎています');
    expect(done.textContent).toContain('完了');
    expect(within(done).getByTestId('free-reading-count').textContent).toBe('1 / 1冊 読了');
  });
});
