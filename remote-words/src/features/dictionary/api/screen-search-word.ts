import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ScreenedWords = ApiData<'/v3/dictionary/screen-search-word', 'get'>;

const PATH = '/dictionary/screen-search-word';

/**
 * Suggestions while typing; quiet on every failure (the box keeps working without them). The
 * signal aborts an answer nobody waits for any more: TanStack Query cancels a query whose key
 * was left while it ran.
 */
export const screenSearchWord = (word: string, signal?: AbortSignal) => apiGet<ScreenedWords>(PATH, { word }, { signal, silentBadRequest: true, quietNetworkError: true });

export const screenSearchWordQuery = (word: string) =>
  queryOptions({ queryKey: [PATH, word.toLowerCase()], queryFn: ({ signal }) => screenSearchWord(word, signal), staleTime: 5 * 60_000 });

/** Up to 10 headwords starting with `word`, common words first; nothing while `word` is ''. */
export const useScreenSearchWord = (word: string) => useQuery({ ...screenSearchWordQuery(word), enabled: word !== '', placeholderData: keepPreviousData });
