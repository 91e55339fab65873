import { apiPost } from 'shared-api';
import { discardRequest } from '../model/favorite-requests';
import type { FavoriteEntry, FavoriteToggle } from './favorite-types';

/** Removes one entry: a sentence or word by its favorite_id, a recording by material and item. */
export const discardFavorite = (entry: FavoriteEntry) => {
  const { path, body } = discardRequest(entry);
  return apiPost<FavoriteToggle>(path, body);
};
