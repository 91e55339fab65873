import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PlanList = ApiData<'/v3/study-word/plan-list', 'get'>;
export type Plan = PlanList['list'][number];

export const PLAN_LIST_PATH = '/study-word/plan-list';

export const getPlanList = (signal?: AbortSignal) => apiGet<PlanList>(PLAN_LIST_PATH, {}, { signal });

export const planListQuery = () => queryOptions({ queryKey: [PLAN_LIST_PATH], queryFn: ({ signal }) => getPlanList(signal) });

/** The student's word plans (at most max_plans), each with its schedule at a glance: counts by state, predicted retention, today's task size. */
export const usePlanList = () => useQuery(planListQuery());
