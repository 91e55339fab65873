import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { PLAN_LIST_PATH } from './get-plan-list';

export type AddedPlan = ApiData<'/v3/study-word/add-plan', 'post'>;

export type NewPlanFields = {
  title: string;
  daily_new: number;
  desired_retention: number;
} & ({ list_code: string; unit_ids?: number[] } | { words: string });

/** A 400 (a refused field) is shown on the form, so the client's toast is off. */
export const addPlan = (fields: NewPlanFields) => apiPost<AddedPlan>('/study-word/add-plan', fields, { silentBadRequest: true });

/** Adds a plan; the list of plans changes (a fourth is refused with 409 and the server's message). */
export function useAddPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PLAN_LIST_PATH] }),
  });
}
