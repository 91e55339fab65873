import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { SearchVia } from '../model/search-input';
import { SEARCH_LOGS_PATH } from './get-search-logs';

export type SubmittedLog = ApiData<'/v3/dictionary/submit-word-log', 'post'>;

export type WordLog = { word_id: number; query?: string; via: SearchVia };

/**
 * Records that the student opened an entry. It is bookkeeping: a failure is not the student's to
 * handle, so it shows nothing (no toast, no network dialog) and the entry stays on screen.
 */
export const submitWordLog = (log: WordLog) => apiPost<SubmittedLog>('/dictionary/submit-word-log', log, { silentBadRequest: true, quietNetworkError: true });

/** Records an opened entry; the recent searches are read again after it. */
export function useSubmitWordLog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitWordLog, onSettled: () => queryClient.invalidateQueries({ queryKey: [SEARCH_LOGS_PATH] }) });
}
