import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ResourceInfo } from '../../../lib/engine';

const PATH = '/resource/info';

export const getResourceInfo = (resourceId: number, signal?: AbortSignal) => apiGet<ResourceInfo>(PATH, { resource_id: resourceId }, { signal });

/** A resource's package (folder and version): where the pictures of its answers are. */
export const useResourceInfo = (resourceId: number) => useQuery(queryOptions({ queryKey: [PATH, resourceId], queryFn: ({ signal }) => getResourceInfo(resourceId, signal) }));
