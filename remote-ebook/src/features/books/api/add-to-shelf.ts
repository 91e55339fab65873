import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { invalidateShelfViews } from './shelf-changes';

/** The shelf's count and its limit once the book is on it. */
export type ShelfCount = ApiData<'/v3/ebook/shelf/add', 'post'>;

/** Rejects with errcode 409 when the shelf is full (nothing changes then). */
export const addToShelf = (bookId: number) => apiPost<ShelfCount>('/ebook/shelf/add', { book_id: bookId });

/** Puts a book on the shelf; the shelf, the lists and the details reload. */
export function useAddToShelf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToShelf, onSuccess: () => invalidateShelfViews(queryClient) });
}
