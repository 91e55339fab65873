import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { PLAN_LIST_PATH } from './get-plan-list';

export type DeletedPlan = ApiData<'/v3/study-word/delete-plan', 'post'>;

export const deletePlan = (planId: number) => apiPost<DeletedPlan>('/study-word/delete-plan', { plan_id: planId });

/** Deletes a plan with its words and history; the list of plans and the word tests change. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [PLAN_LIST_PATH] }), queryClient.invalidateQueries({ queryKey: ['/word-quiz/word-quiz-tasks'] })]),
  });
}
