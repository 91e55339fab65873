import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { BOOKMARK_LISTS_KEY } from './get-bookmark-lists';
import { BOOKMARK_WORDS_KEY } from './get-bookmark-words';

export type BookmarkedWord = ApiData<'/v3/biz-word/add-bookmark', 'post'>;
export type BookmarkChange = { listId: number; wordId: number; add: boolean };

const ADD_PATH = '/biz-word/add-bookmark';
const REMOVE_PATH = '/biz-word/remove-bookmark';

export const addBookmarkWord = (listId: number, wordId: number) => apiPost<BookmarkedWord>(ADD_PATH, { list_id: listId, word_id: wordId });
export const removeBookmarkWord = (listId: number, wordId: number) => apiPost<BookmarkedWord>(REMOVE_PATH, { list_id: listId, word_id: wordId });

/** Puts a word into a bookmark list or takes it out; the lists and that list's words are read again. */
export const useToggleBookmarkWord = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, wordId, add }: BookmarkChange) => (add ? addBookmarkWord(listId, wordId) : removeBookmarkWord(listId, wordId)),
    onSuccess: (_data, { listId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: BOOKMARK_LISTS_KEY }), queryClient.invalidateQueries({ queryKey: [...BOOKMARK_WORDS_KEY, listId] })]),
  });
};
