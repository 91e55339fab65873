import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** A kind of battle, with the student's own level, rating and record in it. */
export type BattleType = ApiData<'/v3/arena/get-type-list', 'get'>['list'][number];

/** Its key: a finished battle invalidates it (the rating and record change). */
export const BATTLE_TYPES_PATH = '/arena/get-type-list';

export const getBattleTypes = (signal?: AbortSignal) => apiGet<{ list: BattleType[] }>(BATTLE_TYPES_PATH, {}, { signal }).then((data) => data.list);

export const battleTypesQuery = () => queryOptions({ queryKey: [BATTLE_TYPES_PATH], queryFn: ({ signal }) => getBattleTypes(signal) });

/** The kinds of battle a student can enter. */
export const useBattleTypes = () => useQuery(battleTypesQuery());
