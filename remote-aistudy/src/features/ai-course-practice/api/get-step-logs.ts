import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ExerciseStep } from '../../ai-course/ai-course-paths';
import type { ReviewItem } from '../../ai-course/api/review-log';

export type StepLogs = { score: number; correct: number; total: number; items: ReviewItem[]; submitted_at: string };

/** /ai/course/exercise/review/logs and /consolidation/logs: a submitted run's answers item by item. */
const pathOf = (step: ExerciseStep) => `/ai/course/exercise/${step}/logs`;

export const getStepLogs = (step: ExerciseStep, lessonId: number, guid: string, signal?: AbortSignal) => apiGet<StepLogs>(pathOf(step), { lesson_id: lessonId, guid }, { signal });

export const stepLogsQuery = (step: ExerciseStep, lessonId: number, guid: string) =>
  queryOptions({ queryKey: [pathOf(step), lessonId, guid], queryFn: ({ signal }) => getStepLogs(step, lessonId, guid, signal), staleTime: Infinity });
