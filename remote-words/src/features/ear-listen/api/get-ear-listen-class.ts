import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EarListenClasses = ApiData<'/v3/biz-toeic/get-ear-listen-class', 'get'>;
export type EarListenClass = EarListenClasses['list'][number];

const PATH = '/biz-toeic/get-ear-listen-class';

export const getEarListenClasses = (signal?: AbortSignal) => apiGet<EarListenClasses>(PATH, {}, { signal });

/** The ear-listening topics (business units) with how many drills each has and how many are done. */
export const useEarListenClasses = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getEarListenClasses(signal) }));
