import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { MY_PLAN_LIST_KEY } from './get-my-plan-list';

export type DeletedPlan = ApiData<'/v3/biz-word/delete-word-plan', 'post'>;

const PATH = '/biz-word/delete-word-plan';

export const deleteWordPlan = (planId: number) => apiPost<DeletedPlan>(PATH, { plan_id: planId });

/** Deletes a plan with its words' memory; the plan list is read again. */
export const useDeleteWordPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWordPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PLAN_LIST_KEY }) });
};
