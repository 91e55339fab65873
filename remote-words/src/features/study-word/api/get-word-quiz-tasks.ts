import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordQuizTasks = ApiData<'/v3/word-quiz/word-quiz-tasks', 'get'>;
export type WordQuizTask = WordQuizTasks['list'][number];

export const WORD_QUIZ_TASKS_PATH = '/word-quiz/word-quiz-tasks';

export const getWordQuizTasks = (signal?: AbortSignal) => apiGet<WordQuizTasks>(WORD_QUIZ_TASKS_PATH, {}, { signal });

/** A word test per plan: an open exam to resume, the last score. */
export const useWordQuizTasks = () => useQuery(queryOptions({ queryKey: [WORD_QUIZ_TASKS_PATH], queryFn: ({ signal }) => getWordQuizTasks(signal) }));
