import { apiGet, type CallOptions } from '../../app/http-client';

/** Practices needed to appear in the ranking (spec part 1, section 9). */
export const RANKING_MIN_PRACTICES = 50;

export type RankingEntry = { rank: number; nickname: string; avatar: string; practice_count: number; average_score: number; is_me: 0 | 1 };

/** The ranking made every day at 03:00 (Japan time). `me.rank` is null below 50 practices. */
export type Ranking = {
  day: string;
  scope: 'school' | 'class';
  period_start: string;
  period_end: string;
  computed_at: string;
  next_update_at: string;
  min_practices: number;
  total: number;
  page: number;
  limit: number;
  items: RankingEntry[];
  me: { rank: number | null; practice_count: number; needed: number };
};

export function fetchRanking(filter: { scope?: 'school' | 'class'; page?: number; limit?: number } = {}, options?: CallOptions): Promise<Ranking> {
  return apiGet('/ranking/list', { scope: filter.scope ?? 'school', page: filter.page ?? 1, limit: filter.limit ?? 50 }, options);
}
