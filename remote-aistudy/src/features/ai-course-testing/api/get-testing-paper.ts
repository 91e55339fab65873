import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ReviewItem, SkillScore } from '../../ai-course/api/review-log';

export type TestingPaper = { guid: string; score: number; correct: number; total: number; skills: Required<SkillScore>[]; items: ReviewItem[]; submitted_at: string };

const PATH = '/ai/course/testing/paper';

export const getTestingPaper = (courseId: number, guid: string, signal?: AbortSignal) => apiGet<TestingPaper>(PATH, { course_id: courseId, guid }, { signal });

/** A handed-in test never changes. */
export const testingPaperQuery = (courseId: number, guid: string) =>
  queryOptions({ queryKey: [PATH, courseId, guid], queryFn: ({ signal }) => getTestingPaper(courseId, guid, signal), staleTime: Infinity });
