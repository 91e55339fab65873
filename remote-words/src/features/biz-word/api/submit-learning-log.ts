import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { PLAN_COMPLETED_KEY } from './get-check-plan-completed';
import { MY_PLAN_LIST_KEY } from './get-my-plan-list';
import { START_LEARNING_KEY } from './get-start-learning';

export type LearningLog = ApiData<'/v3/biz-word/submit-learning-log', 'post'>;
export type LearningAnswer = { plan_id: number; guid: string; word_id: number; known: 0 | 1 };

const PATH = '/biz-word/submit-learning-log';

/** Records one card of a learning run: whether the student knew it (the server rates it with FSRS and the response time). */
export const submitLearningLog = (answer: LearningAnswer) => apiPost<LearningLog>(PATH, answer);

export const useSubmitLearningLog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitLearningLog,
    onSuccess: (log) => {
      // The plan's today counts move with each card; the run's cards are read again when it ends.
      void queryClient.invalidateQueries({ queryKey: MY_PLAN_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: PLAN_COMPLETED_KEY });
      if (log.finished === 1) void queryClient.invalidateQueries({ queryKey: START_LEARNING_KEY });
    },
  });
};
