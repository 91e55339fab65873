import type { ApiData } from 'shared-contract';
import { apiGet, apiPost, type CallOptions } from '../../lib/http-client';

export type NewsCategory = NewsItem['category'];

/** Push/news jump targets (spec part 1, section 4). */
export const JUMP_SCHEMA = { homeworkDetails: 2, newsDetail: 3, none: 4, cefrHome: 5, home: 6 } as const;

export type NewsPage = ApiData<'/v3/news/list', 'get'>;
export type NewsItem = NewsPage['list'][number];
export type NewsDetail = ApiData<'/v3/news/detail', 'get'>;

/** Unread count for the header badge (new_msg_num). */
export function fetchUnreadNewsCount(options?: CallOptions): Promise<ApiData<'/v3/homework-for-student/new-notice-total', 'get'>> {
  return apiGet('/homework-for-student/new-notice-total', {}, options);
}

export function fetchNewsList(page = 1, limit = 20, options?: CallOptions): Promise<NewsPage> {
  return apiGet('/news/list', { page, limit }, options);
}

export function fetchNewsDetail(newsId: number, options?: CallOptions): Promise<NewsDetail> {
  return apiGet('/news/detail', { news_id: newsId }, options);
}

/** Marks news as read; answers the new unread count. */
export function markNewsRead(newsIds: readonly number[], options?: CallOptions): Promise<ApiData<'/v3/news/mark-read', 'post'>> {
  return apiPost('/news/mark-read', { news_id: newsIds.join(',') }, options);
}

export function markAllNewsRead(options?: CallOptions): Promise<ApiData<'/v3/news/mark-all-read', 'post'>> {
  return apiPost('/news/mark-all-read', {}, options);
}
