import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type Course = {
  course_id: number;
  code: string;
  title: string;
  title_en: string;
  cefr: string;
  description: string;
  lesson_count: number;
  lessons: { lesson_id: number; title: string; title_en: string }[];
  /** The student's progress: the share of the course's lesson steps done, whole lessons done. */
  progress_percent: number;
  done_lessons: number;
  /** The best course test score (null before the first), and how often it was taken. */
  test_best_score: number | null;
  test_count: number;
};

export const COURSES_PATH = '/ai/course/index';

export const getCourses = (signal?: AbortSignal) => apiGet<{ list: Course[] }>(COURSES_PATH, {}, { signal }).then((data) => data.list);

/** The AI courses with their lessons and the student's progress in each. */
export const useCourses = () => useQuery(queryOptions({ queryKey: [COURSES_PATH], queryFn: ({ signal }) => getCourses(signal) }));
