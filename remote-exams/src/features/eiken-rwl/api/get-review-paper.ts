import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { EIKEN_REVIEW, type ReviewSource } from '../eiken-rwl-paths';

/** The same answer from both review calls (the server's one review paper schema). */
export type ReviewPaper = ApiData<'/v3/eiken/suggest/guid/resource', 'get'> | ApiData<'/v3/college-exam/review/index', 'get'>;

export const REVIEW_PAPER_PATH = EIKEN_REVIEW.api.paper;

export const getReviewPaper = (levelId: number, signal?: AbortSignal, source: ReviewSource = EIKEN_REVIEW) =>
  apiGet<ReviewPaper>(source.api.paper, { [source.idParam]: levelId }, { signal });

/** The level's wrong items now, and the student's unfinished and last reviews (the Eiken grade's by default). */
export const reviewPaperQuery = (levelId: number | undefined, source: ReviewSource = EIKEN_REVIEW) =>
  queryOptions({ queryKey: [source.api.paper, levelId], queryFn: levelId ? ({ signal }) => getReviewPaper(levelId, signal, source) : skipToken });

export const useReviewPaper = (levelId: number | undefined, source: ReviewSource = EIKEN_REVIEW) => useQuery(reviewPaperQuery(levelId, source));
