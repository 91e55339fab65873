import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { SEARCH_LOGS_PATH, type SearchLogs } from './get-search-logs';

export type DeletedLogs = ApiData<'/v3/dictionary/del-search-log', 'post'>;

export const deleteSearchLogs = (wordIds: number[]) => apiPost<DeletedLogs>('/dictionary/del-search-log', { word_ids: wordIds });

/** Removes words from the student's recent searches: gone from the list at once, read again after. */
export function useDeleteSearchLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearchLogs,
    onSuccess: (_data, wordIds) => {
      const gone = new Set(wordIds);
      queryClient.setQueryData<SearchLogs>([SEARCH_LOGS_PATH], (logs) => (logs ? { list: logs.list.filter((log) => !gone.has(log.word_id)) } : logs));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SEARCH_LOGS_PATH] }),
  });
}
