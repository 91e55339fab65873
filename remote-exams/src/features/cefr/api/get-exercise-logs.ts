import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type UnitExerciseLogs = ApiData<'/v3/cefr/get-exercise-logs', 'get'>;

const PATH = '/cefr/get-exercise-logs';

/** Which run's record comes with the set: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

export const getExerciseLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) => apiGet<UnitExerciseLogs>(PATH, { resource_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const exerciseLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getExerciseLogs(resourceId, choice, signal), gcTime: 0 });
