import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ReviewItem } from '../../ai-course/api/review-log';

export type RecommendLogs = { score: number; correct: number; total: number; items: ReviewItem[]; reason: string; submitted_at?: string; title?: string; skill?: string };

const PATH = '/ai/course/recommend/logs';

export const getRecommendLogs = (courseId: number, guid: string, signal?: AbortSignal) => apiGet<RecommendLogs>(PATH, { course_id: courseId, guid }, { signal });

/** A handed-in run never changes. */
export const recommendLogsQuery = (courseId: number, guid: string) =>
  queryOptions({ queryKey: [PATH, courseId, guid], queryFn: ({ signal }) => getRecommendLogs(courseId, guid, signal), staleTime: Infinity });
