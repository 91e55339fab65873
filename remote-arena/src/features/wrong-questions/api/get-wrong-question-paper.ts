import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/**
 * A review run of wrong (or timed-out) battle questions: its guid, how many wait for review in all
 * (the run takes up to `limit`), and each item as a one-item engine resource.
 */
export type WrongQuestionPaper = ApiData<'/v3/arena/get-wrong-question-paper', 'get'>;

export const WRONG_QUESTION_PAPER_PATH = '/arena/get-wrong-question-paper';
/** Where the engine posts each answer of the run (with the run's guid). */
export const WRONG_QUESTION_ANSWER_PATH = '/arena/submit-wrong-question-result';
/** Questions per review run. */
export const WRONG_QUESTIONS_PER_RUN = 10;

export const getWrongQuestionPaper = (typeId: number | undefined, signal?: AbortSignal) =>
  apiGet<WrongQuestionPaper>(WRONG_QUESTION_PAPER_PATH, { type_id: typeId, limit: WRONG_QUESTIONS_PER_RUN }, { signal });

/**
 * A new review run, read once the engine's outbox has settled (answers of an earlier run still in
 * it go first, so a question put right there is not asked again). Never cached: a cached run
 * would resume one already played.
 */
export function useWrongQuestionPaper(typeId: number | undefined, settleOutbox: (() => Promise<unknown>) | undefined) {
  return useQuery({
    queryKey: [WRONG_QUESTION_PAPER_PATH, typeId ?? null],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getWrongQuestionPaper(typeId, signal);
    },
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
