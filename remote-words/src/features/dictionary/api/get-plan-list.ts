import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PlanList = ApiData<'/v3/study-word/plan-list', 'get'>;
export type Plan = PlanList['list'][number];

/** The key word study reads the same list under, so both pages see one cache. */
export const PLAN_LIST_PATH = '/study-word/plan-list';

const getPlanList = (signal?: AbortSignal) => apiGet<PlanList>(PLAN_LIST_PATH, {}, { signal });

/** The student's word-study plans (at most max_plans), to pick one to add a word to. */
export const usePlanList = (enabled: boolean) => useQuery({ ...queryOptions({ queryKey: [PLAN_LIST_PATH], queryFn: ({ signal }) => getPlanList(signal) }), enabled });
