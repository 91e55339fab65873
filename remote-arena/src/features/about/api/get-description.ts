import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** The arena's rules page: a title and its sections. */
export type ArenaDescription = ApiData<'/v3/arena/description', 'get'>;

export const DESCRIPTION_PATH = '/arena/description';

export const getDescription = (signal?: AbortSignal) => apiGet<ArenaDescription>(DESCRIPTION_PATH, {}, { signal });

/** The rules change only with a content release. */
export const descriptionQuery = () => queryOptions({ queryKey: [DESCRIPTION_PATH], queryFn: ({ signal }) => getDescription(signal), staleTime: Infinity });

export const useDescription = () => useQuery(descriptionQuery());
