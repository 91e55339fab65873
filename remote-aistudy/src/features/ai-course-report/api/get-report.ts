import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type ReportLesson = {
  lesson_id: number;
  title: string;
  steps_done: number;
  steps_total: number;
  review_score: number | null;
  consolidation_score: number | null;
  time_spent_seconds: number;
};

export type AiCourseReport = {
  courses: {
    course_id: number;
    title: string;
    progress_percent: number;
    lessons: ReportLesson[];
    tests: { guid: string; score: number; submitted_at: string }[];
    time_spent_seconds: number;
  }[];
  skills: { skill: string; percent: number }[];
  /** The last 14 days, oldest first (days without study included, at 0). */
  daily: { date: string; seconds: number }[];
};

export const REPORT_PATH = '/ai/course/report';

export const getReport = (signal?: AbortSignal) => apiGet<AiCourseReport>(REPORT_PATH, {}, { signal });

/** The student's AI course report: progress per course and lesson, test scores, time spent, skills, the last 14 days. */
export const useReport = () => useQuery(queryOptions({ queryKey: [REPORT_PATH], queryFn: ({ signal }) => getReport(signal) }));
