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

export const fetchCourses = () => apiGet<{ list: Course[] }>('/ai/course/index').then((data) => data.list);
