import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ExamExerciseLogs = ApiData<'/v3/eiken-toeic-exam/get-exercise-logs', 'get'>;

export const EXAM_EXERCISE_LOGS_PATH = '/eiken-toeic-exam/get-exercise-logs';

/** A set of the test and its record in the sitting `examGuid` (what a resumed sitting already answered). */
export const getExamExerciseLogs = (resourceId: number, examGuid: string, signal?: AbortSignal) =>
  apiGet<ExamExerciseLogs>(EXAM_EXERCISE_LOGS_PATH, { resource_id: resourceId, exam_guid: examGuid }, { signal });

/** A sitting's record decides where it resumes: read afresh every time. */
export const examExerciseLogsQuery = (resourceId: number, examGuid: string) => ({
  queryKey: [EXAM_EXERCISE_LOGS_PATH, resourceId, examGuid] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getExamExerciseLogs(resourceId, examGuid, signal),
  gcTime: 0,
});
