import type { ApiData } from 'shared-contract';
import { apiGet, type CallOptions } from '../../lib/http-client';

/** A live class; can_join is 1 while the room is open (from 15 minutes before the start until the end), and join_url is set only then. */
export type LivePage = ApiData<'/v3/live/list', 'get'>;
export type LiveClass = LivePage['items'][number];

/** Live classes of the student's classes: current (upcoming and on air) or past. */
export function fetchLiveList(filter: { status?: 'current' | 'past'; page?: number; limit?: number } = {}, options?: CallOptions): Promise<LivePage> {
  return apiGet('/live/list', { status: filter.status ?? 'current', page: filter.page ?? 1, limit: filter.limit ?? 20 }, options);
}
