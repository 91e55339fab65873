import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** The practice-set logs every module's engine sets return (resource info, completed_before, next_resource, the run's answer_record) plus the book. */
export type EbookExerciseLogs = ApiData<'/v3/ebook/exercise-logs', 'get'>;

export const EXERCISE_LOGS_PATH = '/ebook/exercise-logs';

/** Which run's record comes with the set: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

export const getExerciseLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) =>
  apiGet<EbookExerciseLogs>(EXERCISE_LOGS_PATH, { resource_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const exerciseLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [EXERCISE_LOGS_PATH, resourceId, choice], queryFn: ({ signal }) => getExerciseLogs(resourceId, choice, signal), gcTime: 0 });
