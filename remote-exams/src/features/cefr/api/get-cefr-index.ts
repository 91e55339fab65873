import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type CefrIndex = ApiData<'/v3/cefr/index', 'get'>;

const PATH = '/cefr/index';

export const getCefrIndex = (signal?: AbortSignal) => apiGet<CefrIndex>(PATH, {}, { signal });

export const cefrIndexQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getCefrIndex(signal) });

/** The student's level on the path, the last test and what to do next. */
export const useCefrIndex = () => useQuery(cefrIndexQuery());
