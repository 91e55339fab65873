import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type TestingIndex = {
  course: { course_id: number; title: string; title_en: string; cefr: string; description: string };
  exercise_resource_id: number;
  /** Every lesson of the course done. */
  unlocked: 0 | 1;
  question_count: number;
  time_limit_seconds: number;
  attempts: { guid: string; score: number; submitted_at: string }[];
};

export const TESTING_INDEX_PATH = '/ai/course/testing/index';

export const getTestingIndex = (courseId: number, signal?: AbortSignal) => apiGet<TestingIndex>(TESTING_INDEX_PATH, { course_id: courseId }, { signal });

export const testingIndexQuery = (courseId: number) => queryOptions({ queryKey: [TESTING_INDEX_PATH, courseId], queryFn: ({ signal }) => getTestingIndex(courseId, signal) });

/** The course test: whether it is open, its size and time, and the student's attempts. */
export const useTestingIndex = (courseId: number | undefined) => useQuery({ ...testingIndexQuery(courseId ?? 0), enabled: courseId !== undefined });
