import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { MY_PLAN_LIST_KEY } from './get-my-plan-list';

export type EditedPlan = ApiData<'/v3/biz-word/edit-word-plan', 'post'>;
export type PlanChanges = { plan_id: number; title?: string; daily_new?: number };

const PATH = '/biz-word/edit-word-plan';

export const editWordPlan = (changes: PlanChanges) => apiPost<EditedPlan>(PATH, changes);

/** Renames a plan or changes its daily count. */
export const useEditWordPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editWordPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PLAN_LIST_KEY }) });
};
