import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/user-card/info';

/** The student's user card: level, totals, streak, rank and badges. */
export type UserCard = ApiData<'/v3/user-card/info', 'get'>;

export const getUserCard = (signal?: AbortSignal) => apiGet<UserCard>(PATH, {}, { signal });

export const userCardQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getUserCard(signal) });

export const useUserCard = () => useQuery(userCardQuery());
