import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/integral/student-index';

/** Balance, today's / this week's / this month's points, level, unclaimed missions and the mission types. */
export type PointsOverview = ApiData<'/v3/integral/student-index', 'get'>;

export const getPointsOverview = (signal?: AbortSignal) => apiGet<PointsOverview>(PATH, {}, { signal });

export const pointsOverviewQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getPointsOverview(signal) });

/** The points overview (the points page and home's balance card read the same cached answer). */
export const usePointsOverview = () => useQuery(pointsOverviewQuery());
