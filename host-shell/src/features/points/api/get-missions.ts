import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData, ApiSchema } from 'shared-contract';
import { apiGet } from 'shared-api';

export const MISSIONS_PATH = '/integral/mission-list';

/** A mission; status 0 not reached, 1 reached (claimable), 2 claimed. */
export type Mission = ApiSchema<'Mission'>;
export type MissionList = ApiData<'/v3/integral/mission-list', 'get'>;

export const MISSION_STATUS = { notReached: 0, reached: 1, claimed: 2 } as const;

/** Missions of one type (1 daily; 2 weekly; 3 challenge). */
export const getMissions = (typeId: number, signal?: AbortSignal) => apiGet<MissionList>(MISSIONS_PATH, { type_id: typeId }, { signal });

export const missionsQuery = (typeId: number) => queryOptions({ queryKey: [MISSIONS_PATH, typeId], queryFn: ({ signal }) => getMissions(typeId, signal) });

export const useMissions = (typeId: number) => useQuery(missionsQuery(typeId));
