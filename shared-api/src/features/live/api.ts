import { apiGet, type CallOptions } from '../../app/http-client';

export type LiveClass = {
  live_id: number;
  title: string;
  description: string;
  class_id: number;
  class_name: string;
  teacher_name: string;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  status: 'upcoming' | 'live' | 'ended';
  /** 1 while the room is open (from 15 minutes before the start until the end). */
  can_join: 0 | 1;
  /** Set only while the room is open. */
  join_url: string;
  opens_at: string;
};

export type LivePage = { page: number; limit: number; has_more: 0 | 1; items: LiveClass[] };

/** Live classes of the student's classes: current (upcoming and on air) or past. */
export function fetchLiveList(filter: { status?: 'current' | 'past'; page?: number; limit?: number } = {}, options?: CallOptions): Promise<LivePage> {
  return apiGet('/live/list', { status: filter.status ?? 'current', page: filter.page ?? 1, limit: filter.limit ?? 20 }, options);
}
