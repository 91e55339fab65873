import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { MY_PLAN_LIST_KEY } from './get-my-plan-list';

export type AddedPlan = ApiData<'/v3/biz-word/add-word-plan', 'post'>;
export type NewPlan = { title: string; level_ids: number[]; daily_new: number };

const PATH = '/biz-word/add-word-plan';

/** Adds a plan over some units of the business list; a fourth plan is refused (409, the server's message). */
export const addWordPlan = (plan: NewPlan) => apiPost<AddedPlan>(PATH, { title: plan.title, level_ids: plan.level_ids, daily_new: plan.daily_new }, { silentBadRequest: true });

export const useAddWordPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWordPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PLAN_LIST_KEY }) });
};
