import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { BOOKMARK_LISTS_KEY } from './get-bookmark-lists';

export type DeletedBookmarkList = ApiData<'/v3/biz-word/delete-bookmark-list', 'post'>;

const PATH = '/biz-word/delete-bookmark-list';

export const deleteBookmarkList = (listId: number) => apiPost<DeletedBookmarkList>(PATH, { list_id: listId });

/** Deletes a list with its bookmarks (the words themselves stay in the plans). */
export const useDeleteBookmarkList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBookmarkList, onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKMARK_LISTS_KEY }) });
};
