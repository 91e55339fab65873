import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { book, exercise } from '../../books/book-fixtures.test-data';
import type { BookDetails } from '../../books/model/ebook-types';
import { BookDetailsPage } from './book-details-page';

const DETAILS: BookDetails = {
  ...book(4, { title: 'The Lost Cat', title_jp: 'いなくなったネコ', word_count: 1250, reading_minutes: 14, rating: { average: 3.5, count: 2 }, progress: { percent: 35, finished: 0, chapter_index: 1, updated_at: '2026-11-26T10:00:00.000Z' } }),
  chapters: [
    { chapter_index: 0, title: 'Where is Momo?', title_jp: 'モモはどこ？', word_count: 400 },
    { chapter_index: 1, title: 'The Rainy Night', title_jp: '雨の夜', word_count: 420 },
    { chapter_index: 2, title: 'Home Again', title_jp: 'ふたたび家へ', word_count: 430 },
  ],
  gloss_count: 12,
  exercises: [exercise(91, { title: 'Story check', type: 'choice', item_count: 5, status: 'completed', completed_times: 1, best_score: 80, last_score: 80, score: 80, completed: 1 })],
  impression: { book_id: 4, stars: 4, content: 'ネコが帰ってきてよかった。', updated_at: '2026-11-26T10:00:00.000Z' },
};

beforeAll(() => startTestSession());
afterEach(cleanup);

describe('BookDetailsPage', () => {
  it('shows the book with chapters, exercises, the impression, and reading from where the student stopped', async () => {
    scriptServer({ 'GET /ebook/details': () => ({ data: { book: DETAILS } }) });
    renderPage(<BookDetailsPage />, { path: '/ebook/details/:id', url: '/ebook/details/4' });
    expect(await screen.findByRole('heading', { name: 'The Lost Cat', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('read-book').textContent).toBe('続きから読む（第2章）');
    expect(screen.getByTestId('read-book').getAttribute('href')).toBe('/ebook/reading/4');
    expect(screen.getByRole('button', { name: '『The Lost Cat』を本棚に追加' })).toBeTruthy();
    const facts = screen.getByText('語数').closest('dl') as HTMLElement;
    expect(facts.textContent).toContain('1250語');
    expect(facts.textContent).toContain('約14分');
    expect(within(facts).getByRole('img', { name: '5点満点で平均3.5点（2件の評価）' })).toBeTruthy();
    expect(within(screen.getByTestId('chapter-list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '第1章Where is Momo?モモはどこ？400語',
      '第2章The Rainy Night雨の夜420語',
      '第3章Home Againふたたび家へ430語',
    ]);
    const exercises = screen.getByTestId('book-exercises');
    expect(within(exercises).getByRole('link', { name: 'Story check' }).getAttribute('href')).toBe('/ebook/exercise/info?book_id=4&resource_id=91');
    expect(exercises.textContent).toContain('最高 80点');
    expect(screen.getByTestId('start-exercises').getAttribute('href')).toBe('/ebook/exercise/info?book_id=4');
    const impression = screen.getByTestId('book-impression');
    expect(within(impression).getByRole('img', { name: 'あなたの評価：5点中4点' })).toBeTruthy();
    expect(impression.textContent).toContain('ネコが帰ってきてよかった。');
    expect(screen.getByTestId('write-impression').getAttribute('href')).toBe('/ebook/impression/4');
  });

  it('says when the book does not exist', async () => {
    scriptServer({ 'GET /ebook/details': () => ({ errcode: 404, errmsg: '本が見つかりません。' }) });
    renderPage(<BookDetailsPage />, { path: '/ebook/details/:id', url: '/ebook/details/99' });
    expect((await screen.findByTestId('book-not-found')).textContent).toContain('この本は見つかりませんでした。');
  });
});
