import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-ui/router';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../features/header/header';
import { NewsDetailsPage } from '../features/news/news-details-page';
import { NewsPage } from '../features/news/news-page';
import { registerShellTexts } from '../lib/shell-texts';

/** 20 news items, newest (id 20) first; 20, 19 and 18 are unread until the student opens them. */
const read = new Set<number>();
const newsItem = (news_id: number) => ({
  news_id,
  category: 'notice' as const,
  title: `お知らせ${news_id}`,
  summary: `お知らせ${news_id}の概要`,
  jump_schema: 4,
  published_at: `2026-11-${String(news_id).padStart(2, '0')}T09:00:00+09:00`,
  is_read: news_id < 18 || read.has(news_id) ? 1 : 0,
});
const unreadCount = () => [20, 19, 18].filter((id) => !read.has(id)).length;

let server: ScriptedServer;

/** The header and the news pages as the shell shows them: the list at /news, an item at /news/details. */
function NewsWithHeader() {
  const { pathname } = useLocation();
  return (
    <>
      <Header menuOpen={false} onToggleMenu={() => undefined} />
      {pathname === '/news' ? <NewsPage /> : <NewsDetailsPage />}
    </>
  );
}

beforeAll(async () => {
  await startTestSession();
  registerShellTexts();
});

beforeEach(() => {
  read.clear();
  server = scriptServer({
    'GET /student/dashboard': () => ({ data: { cur_card: null, unfinished_homework_count: 0, new_msg_num: unreadCount(), unclaimed_mission_count: 0 } }),
    'GET /news/list': () => ({ data: { list: Array.from({ length: 20 }, (_, index) => newsItem(20 - index)), total: 20, unread_count: unreadCount(), page: 1, limit: 20 } }),
    'GET /news/detail': ({ params }) => ({ data: { ...newsItem(Number(params.news_id)), content: 'ライブ授業の予定が変わりました。', author_name: '事務局' } }),
    'POST /news/mark-read': ({ body }) => {
      const ids = String(new URLSearchParams(body as URLSearchParams).get('news_id')).split(',').map(Number);
      for (const id of ids) read.add(id);
      return { data: { marked: ids.length, new_msg_num: unreadCount() } };
    },
  });
});

afterEach(cleanup);

const newsListRequests = () => server.requests.filter((request) => request.path === '/news/list');
const headerNews = () => screen.getByTestId('header-news').textContent;

describe('reading news lowers the header badge', () => {
  it('opening an unread item lowers the unread count on the list and the header badge, without loading the list again', async () => {
    const { router } = renderPage(<NewsWithHeader />, { path: '/news/*', url: '/news' });
    expect(await screen.findAllByTestId('news-item')).toHaveLength(20);
    expect(await screen.findByText('お知らせ（未読3件）')).toBeTruthy();

    const unreadItem = screen.getAllByTestId('news-item').find((item) => item.textContent?.includes('お知らせ19'))!;
    expect(within(unreadItem).getByText('未読')).toBeTruthy();
    await userEvent.click(unreadItem);
    expect(await screen.findByText('ライブ授業の予定が変わりました。')).toBeTruthy();
    expect(await screen.findByText('お知らせ（未読2件）')).toBeTruthy();
    expect(headerNews()).toContain('お知らせ（未読2件）');
    expect(server.requests.filter((request) => request.path === '/news/mark-read')).toHaveLength(1);

    await router.navigate('/news');
    expect((await screen.findByTestId('news-unread-count')).textContent).toBe('未読 2件');
    const openedItem = screen.getAllByTestId('news-item').find((item) => item.textContent?.includes('お知らせ19'))!;
    expect(within(openedItem).queryByText('未読')).toBeNull();
    expect(newsListRequests()).toHaveLength(1);
  });

});
