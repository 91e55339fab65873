import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordLevelList = ApiData<'/v3/biz-word/word-level-list', 'get'>;
export type WordLevel = WordLevelList['list'][number];

const PATH = '/biz-word/word-level-list';

export const getWordLevelList = (signal?: AbortSignal) => apiGet<WordLevelList>(PATH, {}, { signal });

/** The levels of business words: the units of the business word list, with their word counts. */
export const useWordLevelList = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getWordLevelList(signal), staleTime: 10 * 60_000 }));
