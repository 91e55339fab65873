import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ReviewPaper = ApiData<'/v3/eiken/suggest/guid/resource', 'get'>;

export const REVIEW_PAPER_PATH = '/eiken/suggest/guid/resource';

export const getReviewPaper = (levelId: number, signal?: AbortSignal) => apiGet<ReviewPaper>(REVIEW_PAPER_PATH, { level_id: levelId }, { signal });

/** The level's wrong items now, and the student's unfinished and last reviews. */
export const reviewPaperQuery = (levelId: number | undefined) =>
  queryOptions({ queryKey: [REVIEW_PAPER_PATH, levelId], queryFn: levelId ? ({ signal }) => getReviewPaper(levelId, signal) : skipToken });

export const useReviewPaper = (levelId: number | undefined) => useQuery(reviewPaperQuery(levelId));
