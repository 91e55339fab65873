import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/live/list';

/** Live classes; can_join is 1 while the room is open (from 15 minutes before the start until the end), and join_url is set only then. */
export type LivePage = ApiData<'/v3/live/list', 'get'>;
export type LiveTab = 'current' | 'past';

/** Live classes of the student's classes: current (upcoming and on air) or past; the first 20. */
export const getLiveList = (status: LiveTab, signal?: AbortSignal) => apiGet<LivePage>(PATH, { status, page: 1, limit: 20 }, { signal });

export const liveListQuery = (status: LiveTab) => queryOptions({ queryKey: [PATH, status], queryFn: ({ signal }) => getLiveList(status, signal) });

export const useLiveList = (status: LiveTab) => useQuery(liveListQuery(status));
