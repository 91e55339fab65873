import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BizUnitList = ApiData<'/v3/biz-toeic/get-unit-list', 'get'>;

const PATH = '/biz-toeic/get-unit-list';

export const getBizUnitList = (classId: number, signal?: AbortSignal) => apiGet<BizUnitList>(PATH, { class_id: classId }, { signal });

/** A business TOEIC class's units (practice sets played through /v3/eiken-toeic/*) with progress. */
export const useBizUnitList = (classId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, classId], queryFn: classId ? ({ signal }) => getBizUnitList(classId, signal) : skipToken }));
