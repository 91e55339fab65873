import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiPost } from 'shared-api';
import { setUnreadNewsCount } from '../../dashboard/api/get-dashboard';
import { newsDetailQuery, type NewsDetail } from './get-news-detail';
import { newsListQuery } from './get-news-list';

const PATH = '/news/mark-read';

export type MarkReadResult = ApiData<'/v3/news/mark-read', 'post'>;

/**
 * Marks news as read; answers the new unread count. The student did not ask for it (opening an
 * item does it), so a failure shows nothing and the item stays unread for the next visit.
 */
export const markNewsRead = (newsIds: readonly number[]) => apiPost<MarkReadResult>(PATH, { news_id: newsIds.join(',') }, { quietNetworkError: true, silentBadRequest: true });

/**
 * After the server marked items read, the header badge, the list's unread marks and count, and
 * the items themselves show it at once, without asking the server again.
 */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNewsRead,
    onSuccess: ({ new_msg_num: unread }, newsIds) => {
      setUnreadNewsCount(queryClient, unread);
      queryClient.setQueryData(newsListQuery().queryKey, (list) =>
        list && {
          ...list,
          pages: list.pages.map((page) => ({ ...page, unread_count: unread, list: page.list.map((item) => (newsIds.includes(item.news_id) ? { ...item, is_read: 1 as const } : item)) })),
        },
      );
      for (const newsId of newsIds) queryClient.setQueryData<NewsDetail>(newsDetailQuery(newsId).queryKey, (item) => item && { ...item, is_read: 1 });
    },
  });
}
