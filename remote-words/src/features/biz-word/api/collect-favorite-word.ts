import { useMutation } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type CollectedWord = ApiData<'/v3/favorite-word/collect', 'post'>;
/** is_collected is the state before the click: 0 adds the word, 1 removes it (spec part 3, section 4). */
export type CollectRequest = { word_name: string; words: string; is_collected: 0 | 1 };

const PATH = '/favorite-word/collect';

export const collectFavoriteWord = (request: CollectRequest) => apiPost<CollectedWord>(PATH, { ...request, module: 'biz' });

/** Adds a business word to the student's favourites, or removes it (never offered to college students). */
export const useCollectFavoriteWord = () => useMutation({ mutationFn: collectFavoriteWord });
