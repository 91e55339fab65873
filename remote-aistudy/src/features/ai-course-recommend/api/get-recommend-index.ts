import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type Recommendation = {
  /** The student's weakest skills, weakest first, with where the number comes from. */
  weakest: { skill: string; percent: number; source: string }[];
  list: { resource_id: number; title: string; res_type: string; skill: string; reason: string; done: 0 | 1 }[];
};

export const RECOMMEND_INDEX_PATH = '/ai/course/recommend/index';

export const getRecommendIndex = (courseId: number, signal?: AbortSignal) => apiGet<Recommendation>(RECOMMEND_INDEX_PATH, { course_id: courseId }, { signal });

export const recommendIndexQuery = (courseId: number) => queryOptions({ queryKey: [RECOMMEND_INDEX_PATH, courseId], queryFn: ({ signal }) => getRecommendIndex(courseId, signal) });

/** The resources that train the student's weakest skills in this course, each with the reason it was chosen. */
export const useRecommendIndex = (courseId: number | undefined) => useQuery({ ...recommendIndexQuery(courseId ?? 0), enabled: courseId !== undefined });
