import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BizClassList = ApiData<'/v3/biz-toeic/get-class-list', 'get'>;
export type BizClass = BizClassList['list'][number];

const PATH = '/biz-toeic/get-class-list';

export const getBizClassList = (signal?: AbortSignal) => apiGet<BizClassList>(PATH, {}, { signal });

/** The business TOEIC classes with the student's progress. */
export const useBizClassList = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getBizClassList(signal) }));
