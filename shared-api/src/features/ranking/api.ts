import type { ApiData } from 'shared-contract';
import { apiGet, type CallOptions } from '../../lib/http-client';

/** Practices needed to appear in the ranking (spec part 1, section 9). */
export const RANKING_MIN_PRACTICES = 50;

/** The ranking made every day at 03:00 (Japan time). `me.rank` is null below 50 practices. */
export type Ranking = ApiData<'/v3/ranking/list', 'get'>;
export type RankingEntry = Ranking['items'][number];

export function fetchRanking(filter: { scope?: 'school' | 'class'; page?: number; limit?: number } = {}, options?: CallOptions): Promise<Ranking> {
  return apiGet('/ranking/list', { scope: filter.scope ?? 'school', page: filter.page ?? 1, limit: filter.limit ?? 50 }, options);
}
