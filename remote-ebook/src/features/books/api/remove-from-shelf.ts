import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ShelfCount } from '../model/ebook-types';
import { invalidateShelfViews } from './shelf-changes';

export const removeFromShelf = (bookId: number) => apiPost<ShelfCount>('/ebook/shelf/remove', { book_id: bookId });

/** Takes a book off the shelf (its reading position stays); the shelf, the lists and the details reload. */
export function useRemoveFromShelf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromShelf, onSuccess: () => invalidateShelfViews(queryClient) });
}
