import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from 'shared-api';
import { searchLogsQuery } from './get-search-logs';

export type DictionaryEntry = {
  word_id: number;
  word: string;
  ipa: string;
  part_of_speech: string;
  mean: string;
  example_sentence: string;
  example_sentence_jp: string;
};

export type SearchResult = { word: string; list: DictionaryEntry[] };

const PATH = '/dictionary/new-search-word';

/** Bad input is shown next to the search box, so the client's 400 toast is switched off. */
export const searchWord = (word: string, signal?: AbortSignal) => apiGet<SearchResult>(PATH, { word, type: 1 }, { signal, silentBadRequest: true });

export const searchWordQuery = (word: string) => queryOptions({ queryKey: [PATH, word], queryFn: ({ signal }) => searchWord(word, signal) });

/**
 * Looks up `word` (nothing while it is null). A search is logged by the server, so the recent
 * searches are refreshed after each one that answers.
 */
export function useSearchWord(word: string | null) {
  const queryClient = useQueryClient();
  const search = useQuery({ ...searchWordQuery(word ?? ''), enabled: word !== null });
  const answeredAt = search.dataUpdatedAt;
  useEffect(() => {
    if (answeredAt) void queryClient.invalidateQueries({ queryKey: searchLogsQuery().queryKey });
  }, [answeredAt, queryClient]);
  return search;
}
