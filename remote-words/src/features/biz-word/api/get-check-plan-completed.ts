import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PlanCompleted = ApiData<'/v3/biz-word/check-plan-completed', 'get'>;
export type PlanAction = 'learn' | 'test';

const PATH = '/biz-word/check-plan-completed';
export const PLAN_COMPLETED_KEY = [PATH];

export const getCheckPlanCompleted = (planId: number, action: PlanAction, signal?: AbortSignal) => apiGet<PlanCompleted>(PATH, { plan_id: planId, action_type: action }, { signal });

/** Whether today's learning (or test) of a plan is done. */
export const useCheckPlanCompleted = (planId: number | undefined, action: PlanAction) =>
  useQuery(queryOptions({ queryKey: [...PLAN_COMPLETED_KEY, planId, action], queryFn: planId ? ({ signal }) => getCheckPlanCompleted(planId, action, signal) : skipToken }));
