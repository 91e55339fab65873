import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

/** The arena's rules page: a title and its sections. */
export type ArenaDescription = { title: string; sections: { heading: string; body: string }[] };

export const DESCRIPTION_PATH = '/arena/description';

export const getDescription = (signal?: AbortSignal) => apiGet<ArenaDescription>(DESCRIPTION_PATH, {}, { signal });

/** The rules change only with a content release. */
export const descriptionQuery = () => queryOptions({ queryKey: [DESCRIPTION_PATH], queryFn: ({ signal }) => getDescription(signal), staleTime: Infinity });

export const useDescription = () => useQuery(descriptionQuery());
