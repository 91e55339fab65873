import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type FuzzyWords = ApiData<'/v3/dictionary/fuzzy-search-word', 'get'>;

const PATH = '/dictionary/fuzzy-search-word';

export const fuzzySearchWord = (word: string, signal?: AbortSignal) => apiGet<FuzzyWords>(PATH, { word, type: 1 }, { signal, silentBadRequest: true });

export const fuzzySearchWordQuery = (word: string) => queryOptions({ queryKey: [PATH, word], queryFn: ({ signal }) => fuzzySearchWord(word, signal), staleTime: 5 * 60_000 });

/** Headwords spelt like `word`, best first (recieve: receive); asked only when `enabled`. */
export const useFuzzySearchWord = (word: string, enabled: boolean) => useQuery({ ...fuzzySearchWordQuery(word), enabled: enabled && word !== '' });
