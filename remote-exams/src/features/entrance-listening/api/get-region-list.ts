import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type RegionList = ApiData<'/v3/college-exam/region/list', 'get'>;
export type Region = RegionList['list'][number];

export const REGION_LIST_PATH = '/college-exam/region/list';

export const getRegionList = (signal?: AbortSignal) => apiGet<RegionList>(REGION_LIST_PATH, {}, { signal });

/** The high-school-entrance regions with the student's progress in each, and the one chosen. */
export const useRegionList = () => useQuery(queryOptions({ queryKey: [REGION_LIST_PATH], queryFn: ({ signal }) => getRegionList(signal) }));
