import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { BOOKMARK_LISTS_KEY } from './get-bookmark-lists';

export type RenamedBookmarkList = ApiData<'/v3/biz-word/rename-bookmark-list', 'post'>;

const PATH = '/biz-word/rename-bookmark-list';

export const renameBookmarkList = ({ listId, name }: { listId: number; name: string }) => apiPost<RenamedBookmarkList>(PATH, { list_id: listId, name }, { silentBadRequest: true });

/** Renames a list (the same name rules as creating one). */
export const useRenameBookmarkList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameBookmarkList, onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKMARK_LISTS_KEY }) });
};
