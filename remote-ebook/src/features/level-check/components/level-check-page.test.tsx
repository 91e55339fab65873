import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, LEVELS } from '../../books/book-fixtures.test-data';
import type { LevelCheckQuestion } from '../api/get-level-check';
import { LevelCheckPage } from './level-check-page';

const QUESTIONS: LevelCheckQuestion[] = [
  { question_id: 'q1', level: 1, passage: 'Tom has a dog. The dog is brown.', question: 'What color is the dog?', question_jp: '犬は何色ですか。', choices: ['black', 'brown', 'white', 'gray'] },
  { question_id: 'q2', level: 2, passage: 'Mia went to the park after school.', question: 'When did Mia go to the park?', question_jp: 'ミアはいつ公園に行きましたか。', choices: ['before school', 'after school', 'at night', 'on Sunday'] },
  { question_id: 'q3', level: 3, passage: 'The library closes early on Fridays.', question: 'When does the library close early?', question_jp: '図書館が早く閉まるのはいつですか。', choices: ['Mondays', 'Fridays', 'Sundays', 'every day'] },
];

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(() => {
  server = scriptServer({
    'GET /ebook/level-check': () => ({ data: { questions: QUESTIONS, last: { level: 1, correct: 10, total: 24, created_at: '2026-10-01T03:00:00.000Z' } } }),
    'POST /ebook/level-check': () => ({
      data: {
        level: 2,
        correct: 1,
        total: 3,
        per_level: [
          { level: 1, correct: 1, total: 1 },
          { level: 2, correct: 0, total: 1 },
          { level: 3, correct: 0, total: 1 },
        ],
        books: [book(5, { title: 'The Storm', level: 2 }), book(6, { title: 'Snow Day', level: 2 })],
      },
    }),
    'GET /ebook/list': () => ({ data: { levels: LEVELS, list: [], recommended_level: 2 } }),
  });
});
afterEach(cleanup);

describe('LevelCheckPage', () => {
  it('asks one question at a time with progress, lets a question be skipped, then shows the recommended level and books', async () => {
    renderPage(<LevelCheckPage />, { path: '/ebook/level-check' });
    const intro = await screen.findByTestId('level-check-intro');
    expect(intro.textContent).toContain('問題は3問');
    expect(screen.getByTestId('level-check-last').textContent).toContain('前回の結果：レベル1（10 / 24問正解');
    await userEvent.click(screen.getByRole('button', { name: 'はじめる' }));

    expect(screen.getByTestId('level-check-progress').textContent).toBe('1 / 3問');
    expect(document.activeElement).toBe(screen.getByTestId('level-check-progress'));
    expect(screen.getByText('Tom has a dog. The dog is brown.')).toBeTruthy();
    const next = screen.getByTestId('level-check-next');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'brown' }));
    await userEvent.click(next);

    expect(screen.getByTestId('level-check-progress').textContent).toBe('2 / 3問');
    await userEvent.click(screen.getByRole('button', { name: 'スキップ' }));

    expect(screen.getByTestId('level-check-progress').textContent).toBe('3 / 3問');
    expect(within(screen.getByRole('group', { name: /When does the library close early/ })).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: 'Mondays' }));
    await userEvent.click(screen.getByRole('button', { name: '結果を見る' }));

    const result = await screen.findByTestId('level-check-result');
    expect(screen.getByTestId('level-check-level').textContent).toBe('あなたにおすすめのレベルは「レベル2」です');
    expect(await within(result).findByText('やさしい物語（英検4級程度・CEFR A1）')).toBeTruthy();
    expect(result.textContent).toContain('1 / 3問正解');
    const rows = within(screen.getByRole('table', { name: 'レベルごとの正解数' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['レベル11 / 1', 'レベル20 / 1', 'レベル30 / 1']);
    const books = screen.getAllByTestId('book-card');
    expect(books).toHaveLength(2);
    expect(within(books[0]!).getByRole('link', { name: 'The Storm' }).getAttribute('href')).toBe('/ebook/details/5');

    const post = server.requests.find((request) => request.method === 'POST' && request.path === '/ebook/level-check')!;
    expect(JSON.parse(new URLSearchParams(post.body as URLSearchParams).get('answers')!)).toEqual([
      { question_id: 'q1', choice: 'brown' },
      { question_id: 'q2', choice: '' },
      { question_id: 'q3', choice: 'Mondays' },
    ]);
  });

  it('goes back to a question with its answer kept', async () => {
    renderPage(<LevelCheckPage />, { path: '/ebook/level-check' });
    await userEvent.click(await screen.findByRole('button', { name: 'はじめる' }));
    await userEvent.click(screen.getByRole('radio', { name: 'brown' }));
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await userEvent.click(screen.getByRole('button', { name: '前の問題' }));
    expect(screen.getByTestId('level-check-progress').textContent).toBe('1 / 3問');
    expect((screen.getByRole('radio', { name: 'brown' }) as HTMLInputElement).checked).toBe(true);
  });

  it('skipping the last question sends the answers too', async () => {
    renderPage(<LevelCheckPage />, { path: '/ebook/level-check' });
    await userEvent.click(await screen.findByRole('button', { name: 'はじめる' }));
    for (let index = 0; index < 3; index += 1) await userEvent.click(screen.getByRole('button', { name: 'スキップ' }));
    await waitFor(() => expect(screen.getByTestId('level-check-result')).toBeTruthy());
    const post = server.requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(new URLSearchParams(post.body as URLSearchParams).get('answers')!).map((answer: { choice: string }) => answer.choice)).toEqual(['', '', '']);
  });
});
