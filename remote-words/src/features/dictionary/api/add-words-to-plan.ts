import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { PLAN_LIST_PATH } from './get-plan-list';

export type PlanWordsAdded = ApiData<'/v3/study-word/add-words', 'post'>;

/** Adds the word to one of the student's word-study plans; a word that cannot be added comes back in `skipped` with why. */
export const addWordsToPlan = ({ plan_id, words }: { plan_id: number; words: string }) =>
  apiPost<PlanWordsAdded>('/study-word/add-words', { plan_id, words }, { silentBadRequest: true });

/** Adds words to a plan; word study's plan list is read again after it. */
export function useAddWordsToPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWordsToPlan, onSettled: () => queryClient.invalidateQueries({ queryKey: [PLAN_LIST_PATH] }) });
}
