import { apiGet, apiPost, type CallOptions } from '../../app/http-client';

export type NewsCategory = 'notice' | 'homework' | 'event' | 'maintenance';

/** Push/news jump targets (spec part 1, section 4). */
export const JUMP_SCHEMA = { homeworkDetails: 2, newsDetail: 3, none: 4, cefrHome: 5, home: 6 } as const;

export type NewsItem = {
  news_id: number;
  category: NewsCategory;
  title: string;
  summary: string;
  jump_schema: number;
  published_at: string;
  is_read: 0 | 1;
};

export type NewsPage = { list: NewsItem[]; total: number; unread_count: number; page: number; limit: number };
export type NewsDetail = NewsItem & { content: string; author_name: string };

/** Unread count for the header badge (new_msg_num). */
export function fetchUnreadNewsCount(options?: CallOptions): Promise<{ new_msg_num: number }> {
  return apiGet('/homework-for-student/new-notice-total', {}, options);
}

export function fetchNewsList(page = 1, limit = 20, options?: CallOptions): Promise<NewsPage> {
  return apiGet('/news/list', { page, limit }, options);
}

export function fetchNewsDetail(newsId: number, options?: CallOptions): Promise<NewsDetail> {
  return apiGet('/news/detail', { news_id: newsId }, options);
}

/** Marks news as read; answers the new unread count. */
export function markNewsRead(newsIds: readonly number[], options?: CallOptions): Promise<{ marked: number; new_msg_num: number }> {
  return apiPost('/news/mark-read', { news_id: newsIds.join(',') }, options);
}

export function markAllNewsRead(options?: CallOptions): Promise<{ marked: number; new_msg_num: number }> {
  return apiPost('/news/mark-all-read', {}, options);
}
