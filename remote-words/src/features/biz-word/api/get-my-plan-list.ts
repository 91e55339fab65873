import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type MyPlanList = ApiData<'/v3/biz-word/my-plan-list', 'get'>;
export type MyPlan = MyPlanList['list'][number];
export type PlanToday = MyPlan['today'];

const PATH = '/biz-word/my-plan-list';
export const MY_PLAN_LIST_KEY = [PATH];

export const getMyPlanList = (signal?: AbortSignal) => apiGet<MyPlanList>(PATH, {}, { signal });

/** The student's business word plans (at most max_plans, 3). */
export const myPlanListQuery = () => queryOptions({ queryKey: MY_PLAN_LIST_KEY, queryFn: ({ signal }) => getMyPlanList(signal) });
export const useMyPlanList = () => useQuery(myPlanListQuery());
