import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { BOOKMARK_LISTS_KEY } from './get-bookmark-lists';

export type AddedBookmarkList = ApiData<'/v3/biz-word/add-bookmark-list', 'post'>;

const PATH = '/biz-word/add-bookmark-list';

/** Creates a named list; the name is required and unique per student (the server's 400/409 message shows in the form). */
export const addBookmarkList = (name: string) => apiPost<AddedBookmarkList>(PATH, { name }, { silentBadRequest: true });

export const useAddBookmarkList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBookmarkList, onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKMARK_LISTS_KEY }) });
};
