import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { BOOK_DETAILS_PATH } from '../../books/api/get-book-details';
import { BOOK_LIST_PATH } from '../../books/api/get-book-list';
import type { Impression } from '../../books/model/ebook-types';
import { impressionQuery } from './get-impression';

/** What POST /ebook/impression takes: the saved impression's fields. */
export type ImpressionInput = Pick<Impression, 'book_id' | 'stars' | 'content'>;

/** A 400 (empty, too long, emoji) rejects without a toast: the form shows the server's message. */
export const saveImpression = (input: ImpressionInput) => apiPost<ApiData<'/v3/ebook/impression', 'post'>>('/ebook/impression', input, { silentBadRequest: true, loading: true }).then((data) => data.impression);

/** Saves the impression; the book's details and the lists (average rating) reload. */
export function useSaveImpression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImpression,
    onSuccess: (impression) => {
      queryClient.setQueryData(impressionQuery(impression.book_id).queryKey, impression);
      return Promise.all([BOOK_DETAILS_PATH, BOOK_LIST_PATH].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
    },
  });
}
