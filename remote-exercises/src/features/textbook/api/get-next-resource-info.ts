import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type NextResourceInfo = ApiData<'/v3/textbook/next-resource-info', 'get'>;

const PATH = '/textbook/next-resource-info';

/** Resource info, the open run's record and the next resource of the unit. */
export const getNextResourceInfo = (resourceId: number, signal?: AbortSignal) => apiGet<NextResourceInfo>(PATH, { resource_id: resourceId }, { signal });

/**
 * Read afresh on every visit (gcTime 0): the open run decides where a practice resumes, and a
 * cached one from before the last answers would resume the wrong run.
 */
export const nextResourceInfoQuery = (resourceId: number) =>
  queryOptions({ queryKey: [PATH, resourceId], queryFn: ({ signal }) => getNextResourceInfo(resourceId, signal), gcTime: 0 });
