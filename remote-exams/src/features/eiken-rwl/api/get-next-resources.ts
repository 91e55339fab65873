import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type NextResources = ApiData<'/v3/eiken/suggest/next/res/list', 'get'>;

const PATH = '/eiken/suggest/next/res/list';

export const getNextResources = (resourceId: number, tag: 'practice' | 'challenge', signal?: AbortSignal) =>
  apiGet<NextResources>(PATH, { resource_id: resourceId, resource_tag: tag }, { signal });

/** What to practise after a set (practice) or a mock test section (challenge). */
export const useNextResources = (resourceId: number | undefined, tag: 'practice' | 'challenge') =>
  useQuery(queryOptions({ queryKey: [PATH, resourceId, tag], queryFn: resourceId ? ({ signal }) => getNextResources(resourceId, tag, signal) : skipToken }));
