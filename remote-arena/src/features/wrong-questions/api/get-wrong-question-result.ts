import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { BATTLE_TYPES_PATH } from '../../battle-types/api/get-battle-types';

/** A review run's outcome: how many were answered and right, how many are still to put right, each question. */
export type WrongQuestionResult = ApiData<'/v3/arena/wrong-question-result', 'get'>;

export const WRONG_QUESTION_RESULT_PATH = '/arena/wrong-question-result';

export const getWrongQuestionResult = (guid: string, signal?: AbortSignal) => apiGet<WrongQuestionResult>(WRONG_QUESTION_RESULT_PATH, { guid }, { signal });

/** Read afresh on each visit: `remaining` changes with every other run. */
export const wrongQuestionResultQuery = (guid: string) => queryOptions({ queryKey: [WRONG_QUESTION_RESULT_PATH, guid], queryFn: ({ signal }) => getWrongQuestionResult(guid, signal), gcTime: 0 });

/** The run's result; the arena top's counts of questions to review are read again as well. */
export function useWrongQuestionResult(guid: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: [BATTLE_TYPES_PATH] });
  }, [guid, queryClient]);
  return useQuery(wrongQuestionResultQuery(guid));
}
