import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PoorWords = ApiData<'/v3/biz-word/poor-words', 'get'>;
export type PoorWord = PoorWords['list'][number];

const PATH = '/biz-word/poor-words';
export const POOR_WORDS_KEY = [PATH];

export const getPoorWords = (signal?: AbortSignal) => apiGet<PoorWords>(PATH, { limit: 200 }, { signal });

/** The words the speech server found poorly pronounced in the student's readings, most recent first. */
export const usePoorWords = () => useQuery(queryOptions({ queryKey: POOR_WORDS_KEY, queryFn: ({ signal }) => getPoorWords(signal) }));
