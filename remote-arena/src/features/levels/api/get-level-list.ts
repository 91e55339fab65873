import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/**
 * One of the five arena levels: how hard its questions are (written at the Eiken grade named),
 * the rating range it is recommended for (rating_max null at the top) and its bank's size.
 */
export type ArenaLevel = ApiData<'/v3/arena/get-level-list', 'get'>['list'][number];

export const LEVEL_LIST_PATH = '/arena/get-level-list';

export const getLevelList = (signal?: AbortSignal) => apiGet<{ list: ArenaLevel[] }>(LEVEL_LIST_PATH, {}, { signal }).then((data) => data.list);

/** The levels change only with a content release: read once per visit of the portal. */
export const levelListQuery = () => queryOptions({ queryKey: [LEVEL_LIST_PATH], queryFn: ({ signal }) => getLevelList(signal), staleTime: Infinity });

export const useLevelList = () => useQuery(levelListQuery());
