import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { invalidateShelfViews } from './shelf-changes';

export const removeFromShelf = (bookId: number) => apiPost<ApiData<'/v3/ebook/shelf/remove', 'post'>>('/ebook/shelf/remove', { book_id: bookId });

/** Takes a book off the shelf (its reading position stays); the shelf, the lists and the details reload. */
export function useRemoveFromShelf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromShelf, onSuccess: () => invalidateShelfViews(queryClient) });
}
