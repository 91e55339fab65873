import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { PLAN_LIST_PATH } from './get-plan-list';
import { PLAN_INFO_PATH } from './get-plan-info';

export type EditedPlan = ApiData<'/v3/study-word/edit-plan', 'post'>;

export type PlanEdit = { plan_id: number; title: string; daily_new: number; desired_retention: number };

export const editPlan = (fields: PlanEdit) => apiPost<EditedPlan>('/study-word/edit-plan', fields, { silentBadRequest: true });

/** Changes a plan's settings; the list and the plan's info show them afresh. */
export function useEditPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPlan,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [PLAN_LIST_PATH] }), queryClient.invalidateQueries({ queryKey: [PLAN_INFO_PATH] })]),
  });
}
