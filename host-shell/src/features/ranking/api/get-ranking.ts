import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/ranking/list';

/** The ranking made every day at 03:00 (Japan time). `me.rank` is null below 50 practices. */
export type Ranking = ApiData<'/v3/ranking/list', 'get'>;
export type RankingScope = 'school' | 'class';

/** The top 50 of the student's school or class. */
export const getRanking = (scope: RankingScope, signal?: AbortSignal) => apiGet<Ranking>(PATH, { scope, page: 1, limit: 50 }, { signal });

export const rankingQuery = (scope: RankingScope) => queryOptions({ queryKey: [PATH, scope], queryFn: ({ signal }) => getRanking(scope, signal) });

export const useRanking = (scope: RankingScope) => useQuery(rankingQuery(scope));
