import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PlanSentenceList = ApiData<'/v3/study-word/sentence-list', 'get'>;
export type PlanSentence = PlanSentenceList['list'][number];

const PATH = '/study-word/sentence-list';

export const getSentenceList = (planId: number, page: number, limit: number, signal?: AbortSignal) => apiGet<PlanSentenceList>(PATH, { plan_id: planId, page, limit }, { signal });

/** One page of the example sentences of a plan's words, with their audio. */
export const useSentenceList = (planId: number | undefined, page: number, limit: number) =>
  useQuery({
    queryKey: [PATH, planId, page, limit],
    queryFn: ({ signal }) => getSentenceList(planId!, page, limit, signal),
    enabled: planId !== undefined,
    placeholderData: keepPreviousData,
  });
