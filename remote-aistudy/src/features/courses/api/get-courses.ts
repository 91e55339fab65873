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
};

const PATH = '/ai/course/index';

export const getCourses = (signal?: AbortSignal) => apiGet<{ list: Course[] }>(PATH, {}, { signal }).then((data) => data.list);

/** The AI courses with their lessons. */
export const useCourses = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getCourses(signal) }));
