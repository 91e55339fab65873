import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type CollectToggle = ApiData<'/v3/favorite-sentence/collect', 'post'>;
export type Favorites = ApiData<'/v3/device/favorites/en-page-list', 'get'>;

/** A dictionary word in the collection is a favourite "sentence" of this source, named by word_id. */
export const DICTIONARY_SOURCE = 'dictionary';

const EN_LIST_PATH = '/device/favorites/en-page-list';
/** The newest favourites read to show a word's state; an older one shows as not collected, and collecting it again keeps one. */
const RECENT_LIMIT = 100;

export type CollectWord = { word_id: number; word: string; mean: string };

/** Adds a word to the collection (its first tab), read out as a word (category read_word). */
export const collectWord = ({ word_id, word, mean }: CollectWord) =>
  apiPost<CollectToggle>('/favorite-sentence/collect', {
    sentence_source: DICTIONARY_SOURCE,
    sentence_id: String(word_id),
    category: 'read_word',
    evaluate_text: word,
    screen_en_text: word,
    screen_jp_text: mean,
  });

export const discardWord = (wordId: number) =>
  apiPost<CollectToggle>('/favorite-sentence/discard', { sentence_source: DICTIONARY_SOURCE, sentence_id: String(wordId) });

const getRecentFavorites = (signal?: AbortSignal) => apiGet<Favorites>(EN_LIST_PATH, { page: 1, limit: RECENT_LIMIT }, { signal });

/** The word ids of the dictionary words among the student's newest favourites (nothing asked when not `enabled`). */
export const useCollectedWordIds = (enabled: boolean) =>
  useQuery({
    queryKey: [EN_LIST_PATH, 'dictionary-words'],
    queryFn: ({ signal }) => getRecentFavorites(signal),
    enabled,
    select: (data) => new Set(data.items.filter((item) => item.sentence_source === DICTIONARY_SOURCE).map((item) => Number(item.sentence_id))),
  });

/** Collects (collect: true) or discards a word; the collection's lists are read again after it. */
export function useToggleCollectWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collect, ...word }: CollectWord & { collect: boolean }) => (collect ? collectWord(word) : discardWord(word.word_id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [EN_LIST_PATH] }),
  });
}
