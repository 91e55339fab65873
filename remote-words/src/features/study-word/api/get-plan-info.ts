import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PlanInfo = ApiData<'/v3/study-word/plan-info', 'get'>;
export type PlanWord = PlanInfo['words'][number];

export const PLAN_INFO_PATH = '/study-word/plan-info';

export const getPlanInfo = (planId: number, page: number, limit: number, signal?: AbortSignal) => apiGet<PlanInfo>(PLAN_INFO_PATH, { plan_id: planId, page, limit }, { signal });

export const planInfoQuery = (planId: number, page = 1, limit = 50) =>
  queryOptions({ queryKey: [PLAN_INFO_PATH, planId, page, limit], queryFn: ({ signal }) => getPlanInfo(planId, page, limit, signal) });

/** A plan's settings, counts, predicted retention and one page of its words with their schedule. */
export const usePlanInfo = (planId: number | undefined, page = 1, limit = 50) =>
  useQuery({ ...planInfoQuery(planId ?? 0, page, limit), enabled: planId !== undefined, placeholderData: keepPreviousData });
