import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

beforeAll(() => startTestSession());
beforeEach(() => {
  scriptServer({
    'GET /arena/description': () => ({
      data: {
        title: 'アリーナのルール',
        sections: [
          { heading: 'アリーナとは', body: 'ほかの生徒と同じ問題を同時に解いて競う対戦です。' },
          { heading: '得点', body: '正解すると10点、早く答えるほど最大10点のボーナスがつきます。' },
        ],
      },
    }),
    'GET /arena/get-level-list': () => ({
      data: {
        list: [
          { level: 1, name: 'ビギナー', eiken: '英検5級程度', description: '中学1年生の基本。', rating_min: 0, rating_max: 1449, question_total: 88 },
          { level: 5, name: 'マスター', eiken: '英検2級程度', description: '高校卒業程度。', rating_min: 1900, rating_max: null, question_total: 88 },
        ],
      },
    }),
  });
});
afterEach(cleanup);

describe('AboutPage', () => {
  it('shows the rules sections and the levels as a table', async () => {
    renderPage(<AboutPage />, { path: '/arena/about' });
    const rules = await screen.findByTestId('arena-rules');
    expect(within(rules).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['アリーナとは', '得点']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('アリーナのルール');
    const rows = within(await screen.findByRole('table', { name: 'レベル一覧' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['ビギナー', '英検5級程度', '中学1年生の基本。', '0〜1449', '88問'],
      ['マスター', '英検2級程度', '高校卒業程度。', '1900〜', '88問'],
    ]);
  });
});
