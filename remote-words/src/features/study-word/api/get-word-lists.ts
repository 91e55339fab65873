import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordLists = ApiData<'/v3/study-word/word-lists', 'get'>;
export type WordList = WordLists['list'][number];

const PATH = '/study-word/word-lists';

export const getWordLists = (signal?: AbortSignal) => apiGet<WordLists>(PATH, {}, { signal });

/** The Eiken word lists a plan can be made of, with their units; they change only with the content. */
export const useWordLists = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getWordLists(signal), staleTime: 10 * 60_000 }));
