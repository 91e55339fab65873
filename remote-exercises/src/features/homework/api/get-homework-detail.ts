import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData, ApiSchema } from 'shared-contract';

export type HomeworkConfigFields = ApiSchema<'HomeworkConfig'>;

/** One homework with its config and its topics (each with the student's progress). */
export type HomeworkDetail = ApiData<'/v3/homework/detail', 'get'>;
export type HomeworkTopic = HomeworkDetail['topics'][number];

const PATH = '/homework/detail';

export const getHomeworkDetail = (homeworkId: number, signal?: AbortSignal) => apiGet<HomeworkDetail>(PATH, { homework_id: homeworkId }, { signal });

/** Nothing is asked without a homework id. */
export const useHomeworkDetail = (homeworkId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, homeworkId], queryFn: homeworkId ? ({ signal }) => getHomeworkDetail(homeworkId, signal) : skipToken }));
