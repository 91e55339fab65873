import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { PLAN_LIST_PATH } from './get-plan-list';

export type AddedPlan = ApiData<'/v3/study-word/add-plan', 'post'>;

/**
 * A new word-study plan holding this word (the student's own words). Refusals (no such word in
 * the portal's word lists, a fourth plan) come back with the server's message, shown in the dialog.
 */
export const createPlanWithWord = ({ title, word }: { title: string; word: string }) =>
  apiPost<AddedPlan>('/study-word/add-plan', { title, words: word }, { silentBadRequest: true });

/** Creates a plan from the word; word study's plan list is read again after it. */
export function useCreatePlanWithWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlanWithWord, onSettled: () => queryClient.invalidateQueries({ queryKey: [PLAN_LIST_PATH] }) });
}
