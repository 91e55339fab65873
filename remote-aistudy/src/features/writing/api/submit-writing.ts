import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { SubmittedWriting, SubmitWritingInput } from '../model/writing-types';
import { HISTORY_DEEP_PATH } from './get-history-deep';
import { HOMEWORK_WRITING_PATH } from './get-homework-writing';
import { TOPIC_DETAIL_PATH } from './get-topic-detail';
import { TOPIC_LIST_PATH } from './get-topic-list';
import { WRITING_HISTORY_PATH } from './get-writing-history';
import { writingResultQuery } from './get-writing-result';

export const SUBMIT_WRITING_PATH = '/textbook/submit-itr-topic-writing';

/**
 * Submits an essay for evaluation. A refusal (empty, not English, emoji, off topic, too long) is a
 * 400 without the toast: the form shows the server's message and keeps the text. The same guid
 * sent again returns the first result, so a retry after a lost answer stores nothing twice.
 */
export const submitWriting = (input: SubmitWritingInput) =>
  apiPost<SubmittedWriting>(SUBMIT_WRITING_PATH, input, { silentBadRequest: true, loading: true });

/** Submits; the result goes into the cache (the result page opens without asking again) and the lists reload. */
export function useSubmitWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWriting,
    onSuccess: ({ guid, result }) => {
      queryClient.setQueryData(writingResultQuery(guid).queryKey, result);
      return Promise.all(
        [TOPIC_LIST_PATH, TOPIC_DETAIL_PATH, WRITING_HISTORY_PATH, HISTORY_DEEP_PATH, HOMEWORK_WRITING_PATH].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      );
    },
  });
}
