import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

/** The student's standing in one battle type. */
export type MyLevelInfo = {
  type_id: number;
  code: string;
  name: string;
  rating: number;
  /** Glicko-2 rating deviation: how sure the rating is (it shrinks with every battle). */
  deviation: number;
  level: number;
  level_name: string;
  /** The rating that reaches the next level; null at the top level. */
  next_level_rating: number | null;
  battles: number;
  wins: number;
  losses: number;
  draws: number;
};

/** Its key prefix: a finished battle invalidates every type's info. */
export const MY_LEVEL_INFO_PATH = '/arena/my-level-info';

export const getMyLevelInfo = (typeId: number | undefined, signal?: AbortSignal) =>
  apiGet<{ list: MyLevelInfo[] }>(MY_LEVEL_INFO_PATH, { type_id: typeId }, { signal }).then((data) => data.list);

export const myLevelInfoQuery = (typeId?: number) => queryOptions({ queryKey: [MY_LEVEL_INFO_PATH, typeId ?? null], queryFn: ({ signal }) => getMyLevelInfo(typeId, signal) });

/** The student's rating, level and record in one battle type (all types without one). */
export const useMyLevelInfo = (typeId?: number) => useQuery(myLevelInfoQuery(typeId));
