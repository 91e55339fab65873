import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EikenResourceList = ApiData<'/v3/eiken-toeic/get-resource-list', 'get'>;

const PATH = '/eiken-toeic/get-resource-list';

export const getResourceList = (directoryId: number, signal?: AbortSignal) => apiGet<EikenResourceList>(PATH, { directory_id: directoryId }, { signal });

/** A directory's practice sets with the student's progress; nothing is asked without one. */
export const useResourceList = (directoryId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, directoryId], queryFn: directoryId ? ({ signal }) => getResourceList(directoryId, signal) : skipToken }));
