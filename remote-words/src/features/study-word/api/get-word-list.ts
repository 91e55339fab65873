import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PlanWordList = ApiData<'/v3/study-word/word-list', 'get'>;
export type PlanWordEntry = PlanWordList['list'][number];

export const WORD_LIST_PATH = '/study-word/word-list';

export const getWordList = (planId: number, page: number, limit: number, signal?: AbortSignal) => apiGet<PlanWordList>(WORD_LIST_PATH, { plan_id: planId, page, limit }, { signal });

export const wordListQuery = (planId: number, page: number, limit: number) =>
  queryOptions({ queryKey: [WORD_LIST_PATH, planId, page, limit], queryFn: ({ signal }) => getWordList(planId, page, limit, signal) });

/** One page of a plan's words with IPA, meaning and audio. */
export const useWordList = (planId: number | undefined, page: number, limit: number) =>
  useQuery({ ...wordListQuery(planId ?? 0, page, limit), enabled: planId !== undefined, placeholderData: keepPreviousData });
