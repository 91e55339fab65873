import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type FavoriteToggle = ApiData<'/v3/favorite-word/collect', 'post'>;
export type FavoriteWords = ApiData<'/v3/favorite-word/list', 'get'>;

const LIST_PATH = '/favorite-word/list';

/** Adds (is_collected 0: the state shown) or removes (1) a word of word study from the favourites. */
export const collectFavoriteWord = (fields: { word_name: string; words: string; is_collected: 0 | 1 }) =>
  apiPost<FavoriteToggle>('/favorite-word/collect', { ...fields, module: 'word' });

const getFavoriteWords = (signal?: AbortSignal) => apiGet<FavoriteWords>(LIST_PATH, { module: 'word', page: 1, limit: 100 }, { signal });

/** The student's favourite words of word study (the newest 100), to show each word's star; nothing for college students. */
export const useFavoriteWords = (enabled: boolean) => useQuery({ queryKey: [LIST_PATH, 'word'], queryFn: ({ signal }) => getFavoriteWords(signal), enabled });

/** Toggles a favourite; the favourites are read again after it. */
export function useCollectFavoriteWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: collectFavoriteWord, onSettled: () => queryClient.invalidateQueries({ queryKey: [LIST_PATH] }) });
}
