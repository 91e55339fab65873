import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordQuizTopics = ApiData<'/v3/word-quiz/word-quiz-topics', 'get'>;

const PATH = '/word-quiz/word-quiz-topics';

export const getWordQuizTopics = (planId: number, signal?: AbortSignal) => apiGet<WordQuizTopics>(PATH, { plan_id: planId }, { signal });

/** The shape of a plan's word test before it starts: time limit, number of items, question types. */
export const useWordQuizTopics = (planId: number | undefined) =>
  useQuery({ queryKey: [PATH, planId], queryFn: ({ signal }) => getWordQuizTopics(planId!, signal), enabled: planId !== undefined });
