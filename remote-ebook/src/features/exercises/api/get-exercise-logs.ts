import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { AnswerRecord, ResourceInfo } from '../../../lib/engine';

// GET /ebook/exercise-logs: the practice-set logs every module's engine sets return (resource info,
// completed_before, next_resource, the run's answer_record) plus the book. Written by hand while
// the API types are regenerated: replace with `ApiData<'/v3/ebook/exercise-logs', 'get'>`.
export type EbookExerciseLogs = ResourceInfo & {
  completed_before: 0 | 1;
  next_resource: ResourceInfo | null;
  answer_record: AnswerRecord;
  book_id: number;
  book_title: string;
};

export const EXERCISE_LOGS_PATH = '/ebook/exercise-logs';

/** Which run's record comes with the set: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

export const getExerciseLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) =>
  apiGet<EbookExerciseLogs>(EXERCISE_LOGS_PATH, { resource_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const exerciseLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [EXERCISE_LOGS_PATH, resourceId, choice], queryFn: ({ signal }) => getExerciseLogs(resourceId, choice, signal), gcTime: 0 });
