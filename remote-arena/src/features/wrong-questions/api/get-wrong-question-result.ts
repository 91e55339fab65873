import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { QuestionKind } from '../../battle-player/model/battle-view';

/** A review run's outcome: how many were answered and right, how many are still to put right. */
export type WrongQuestionResult = {
  guid: string;
  answered: number;
  right: number;
  remaining: number;
  items: { question_id: string; kind: QuestionKind; prompt: string; right: boolean; explanation: string }[];
};

export const WRONG_QUESTION_RESULT_PATH = '/arena/wrong-question-result';

export const getWrongQuestionResult = (guid: string, signal?: AbortSignal) => apiGet<WrongQuestionResult>(WRONG_QUESTION_RESULT_PATH, { guid }, { signal });

/** Read afresh on each visit: `remaining` changes with every other run. */
export const wrongQuestionResultQuery = (guid: string) => queryOptions({ queryKey: [WRONG_QUESTION_RESULT_PATH, guid], queryFn: ({ signal }) => getWrongQuestionResult(guid, signal), gcTime: 0 });

export const useWrongQuestionResult = (guid: string) => useQuery(wrongQuestionResultQuery(guid));
