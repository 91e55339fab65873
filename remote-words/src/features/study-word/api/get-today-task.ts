import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TodayTask = ApiData<'/v3/study-word/today-task', 'get'>;

export const TODAY_TASK_PATH = '/study-word/today-task';

export const getTodayTask = (planId: number, signal?: AbortSignal) => apiGet<TodayTask>(TODAY_TASK_PATH, { plan_id: planId }, { signal });

/** What today's task holds for a plan (due words, new words); read afresh on every visit. */
export const useTodayTask = (planId: number) =>
  useQuery(queryOptions({ queryKey: [TODAY_TASK_PATH, planId], queryFn: ({ signal }) => getTodayTask(planId, signal), gcTime: 0 }));
