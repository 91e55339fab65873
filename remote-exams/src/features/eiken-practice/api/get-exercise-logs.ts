import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EikenExerciseLogs = ApiData<'/v3/eiken-toeic/get-exercise-logs', 'get'>;

const PATH = '/eiken-toeic/get-exercise-logs';

/** Which run's record comes with the set: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

/** The set's info, whether a run was ever completed, the next set, and the record of the chosen run. */
export const getExerciseLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) =>
  apiGet<EikenExerciseLogs>(PATH, { resource_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const exerciseLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getExerciseLogs(resourceId, choice, signal), gcTime: 0 });
