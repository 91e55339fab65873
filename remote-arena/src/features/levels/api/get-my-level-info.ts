import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/**
 * The student's standing in one battle type: rating and its Glicko-2 deviation, level, the rating
 * of the next level (null at the top) and the record.
 */
export type MyLevelInfo = ApiData<'/v3/arena/my-level-info', 'get'>['list'][number];

/** Its key prefix: a finished battle invalidates every type's info. */
export const MY_LEVEL_INFO_PATH = '/arena/my-level-info';

export const getMyLevelInfo = (typeId: number | undefined, signal?: AbortSignal) =>
  apiGet<{ list: MyLevelInfo[] }>(MY_LEVEL_INFO_PATH, { type_id: typeId }, { signal }).then((data) => data.list);

export const myLevelInfoQuery = (typeId?: number) => queryOptions({ queryKey: [MY_LEVEL_INFO_PATH, typeId ?? null], queryFn: ({ signal }) => getMyLevelInfo(typeId, signal) });

/** The student's rating, level and record in one battle type (all types without one). */
export const useMyLevelInfo = (typeId?: number) => useQuery(myLevelInfoQuery(typeId));
