import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TokyoResourceList = ApiData<'/v3/tokyo-higher/practice-resource/list', 'get'>;
export type TokyoResource = TokyoResourceList['list'][number];

const PATH = '/tokyo-higher/practice-resource/list';

export const getPracticeResourceList = (dirId: number, signal?: AbortSignal) => apiGet<TokyoResourceList>(PATH, { dir_id: dirId }, { signal });

/** A Tokyo directory (a task, a practice unit or the listening) with its sets and the student's progress; nothing is asked without one. */
export const practiceResourceListQuery = (dirId: number | undefined) =>
  queryOptions({ queryKey: [PATH, dirId], queryFn: dirId ? ({ signal }) => getPracticeResourceList(dirId, signal) : skipToken });

export const usePracticeResourceList = (dirId: number | undefined) => useQuery(practiceResourceListQuery(dirId));
