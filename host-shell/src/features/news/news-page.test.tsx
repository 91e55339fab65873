import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerShellTexts } from '../../lib/shell-texts';
import { NewsDetailsPage } from './news-details-page';
import { NewsPage } from './news-page';

/** 25 news items, newest (id 25) first; 25, 24 and 23 are unread. */
const TOTAL = 25;
const newsItem = (news_id: number) => ({
  news_id,
  category: 'notice' as const,
  title: `お知らせ${news_id}`,
  summary: `お知らせ${news_id}の概要`,
  jump_schema: 4,
  published_at: `2026-11-${String(news_id).padStart(2, '0')}T09:00:00+09:00`,
  is_read: news_id < 23 ? 1 : 0,
});
let server: ScriptedServer;

beforeAll(async () => {
  await startTestSession();
  registerShellTexts();
});

beforeEach(() => {
  server = scriptServer({
    'GET /news/list': ({ params }) => {
      const page = Number(params.page);
      const limit = Number(params.limit);
      const ids = Array.from({ length: TOTAL }, (_, index) => TOTAL - index).slice((page - 1) * limit, page * limit);
      return { data: { list: ids.map(newsItem), total: TOTAL, unread_count: 3, page, limit } };
    },
    'GET /news/detail': () => ({ errcode: 404, errmsg: 'お知らせが見つかりません。' }),
  });
});

afterEach(cleanup);

const newsListRequests = () => server.requests.filter((request) => request.path === '/news/list');

describe('News', () => {
  it('もっと見る appends the next page and disappears when every item is shown', async () => {
    renderPage(<NewsPage />, { path: '/news' });
    expect(await screen.findAllByTestId('news-item')).toHaveLength(20);
    expect(screen.getByTestId('news-unread-count').textContent).toBe('未読 3件');
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('お知らせ1')).toBeTruthy();
    const items = screen.getAllByTestId('news-item');
    expect(items).toHaveLength(25);
    expect(items[0]!.textContent).toContain('お知らせ25');
    expect(items[24]!.textContent).toContain('お知らせ1');
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
    expect(newsListRequests().map((request) => request.params.page)).toEqual([1, 2]);
  });

  it('an item the server does not know is "not found", without a Retry', async () => {
    renderPage(<NewsDetailsPage />, { path: '/news/details', url: '/news/details?news_id=999' });
    expect(await screen.findByText('このお知らせは見つかりません。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
  });
});
