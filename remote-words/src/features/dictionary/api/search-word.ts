import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { SearchType } from '../model/search-input';

export type SearchResult = ApiData<'/v3/dictionary/new-search-word', 'get'>;
export type Entry = SearchResult['entries'][number];
export type Brief = SearchResult['list'][number];

export const SEARCH_WORD_PATH = '/dictionary/new-search-word';

/** Bad input is shown next to the search box, so the client's 400 toast is off. */
export const searchWord = (word: string, type: SearchType, signal?: AbortSignal) =>
  apiGet<SearchResult>(SEARCH_WORD_PATH, { word, type }, { signal, silentBadRequest: true });

export const searchWordQuery = (word: string, type: SearchType) =>
  queryOptions({ queryKey: [SEARCH_WORD_PATH, word, type], queryFn: ({ signal }) => searchWord(word, type, signal), staleTime: 5 * 60_000 });

/**
 * The entries of `word` (exact headword first, then the lemma of an inflected form), other
 * headwords and, when nothing matched, the nearest spellings. Looking up writes no log.
 */
export const useSearchWord = (word: string, type: SearchType) => useQuery({ ...searchWordQuery(word, type), enabled: word !== '' });
