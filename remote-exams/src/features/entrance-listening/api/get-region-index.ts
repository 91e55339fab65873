import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type RegionIndex = ApiData<'/v3/college-exam/region/index', 'get'>;

export const REGION_INDEX_PATH = '/college-exam/region/index';

export const getRegionIndex = (signal?: AbortSignal) => apiGet<RegionIndex>(REGION_INDEX_PATH, {}, { signal });

/** The chosen region's sets with progress (none before a region is chosen), and the test's level (the review's eiken_id). */
export const useRegionIndex = () => useQuery(queryOptions({ queryKey: [REGION_INDEX_PATH], queryFn: ({ signal }) => getRegionIndex(signal) }));
