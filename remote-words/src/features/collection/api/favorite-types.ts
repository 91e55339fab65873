import type { ApiData } from 'shared-contract';

/** One page of either collection list (both answer the same shape). */
export type FavoritesPage = ApiData<'/v3/device/favorites/en-page-list', 'get'>;
/** A collected sentence or word (type sentence), or a kept recording (type recording). */
export type FavoriteEntry = FavoritesPage['items'][number];
/** What collect, discard and the device favourite calls answer. */
export type FavoriteToggle = ApiData<'/v3/favorite-sentence/collect', 'post'>;
