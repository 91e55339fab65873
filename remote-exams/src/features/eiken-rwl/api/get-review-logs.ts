import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { EIKEN_REVIEW, type ReviewSource } from '../eiken-rwl-paths';

/** The same answer from both review calls (the server's one review logs schema). */
export type ReviewLogs = ApiData<'/v3/eiken/suggest/guid/logs', 'get'> | ApiData<'/v3/college-exam/review/logs', 'get'>;
export type ReviewSection = ReviewLogs['sections'][number];

export const getReviewLogs = (levelId: number, guid: string, signal?: AbortSignal, source: ReviewSource = EIKEN_REVIEW) =>
  apiGet<ReviewLogs>(source.api.logs, { [source.idParam]: levelId, guid }, { signal });

/** A review's paper and answers: where it resumes and what its result shows, so read afresh (gcTime 0). */
export const reviewLogsQuery = (levelId: number, guid: string, source: ReviewSource = EIKEN_REVIEW) =>
  queryOptions({ queryKey: [source.api.logs, levelId, guid], queryFn: ({ signal }) => getReviewLogs(levelId, guid, signal, source), gcTime: 0 });

/** A section's answers as the engine's stored answers (answered items only). */
export const storedAnswersOf = (section: ReviewSection) =>
  section.items.filter((item) => item.answered === 1).map((item) => ({ question_id: item.question_id, result: item.result, answer_result: item.answer_result, percent_score: item.percent_score, is_skipped: item.is_skipped, practiced: 1 }));
