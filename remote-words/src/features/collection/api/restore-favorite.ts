import { apiPost } from 'shared-api';
import { restoreRequest } from '../model/favorite-requests';
import type { FavoriteEntry, FavoriteToggle } from './favorite-types';

/** Adds a removed entry back as it was listed (collect for a sentence or word, device submit for a recording). */
export const restoreFavorite = (entry: FavoriteEntry) => {
  const { path, body } = restoreRequest(entry);
  return apiPost<FavoriteToggle>(path, body);
};
