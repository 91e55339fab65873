import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type StartLearning = ApiData<'/v3/biz-word/start-learning', 'get'>;
export type LearningCard = StartLearning['cards'][number];

const PATH = '/biz-word/start-learning';
export const START_LEARNING_KEY = [PATH];

/** new_task 1: today's new words; 0: the words to review. */
export const getStartLearning = (planId: number, newTask: 0 | 1, signal?: AbortSignal) => apiGet<StartLearning>(PATH, { plan_id: planId, new_task: newTask }, { signal });

/** The cards of today's words of a plan (word, meaning, IPA, example with its Japanese, audio, favourite state). */
export const useStartLearning = (planId: number | undefined, newTask: 0 | 1) =>
  useQuery(queryOptions({ queryKey: [...START_LEARNING_KEY, planId, newTask], queryFn: planId ? ({ signal }) => getStartLearning(planId, newTask, signal) : skipToken }));
