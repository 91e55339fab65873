import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { HomeworkWriting } from '../model/writing-types';

export const HOMEWORK_WRITING_PATH = '/writing/homework-detail';

export const getHomeworkWriting = (homeworkId: number, signal?: AbortSignal) => apiGet<HomeworkWriting>(HOMEWORK_WRITING_PATH, { homework_id: homeworkId }, { signal });

export const homeworkWritingQuery = (homeworkId: number) =>
  queryOptions({ queryKey: [HOMEWORK_WRITING_PATH, homeworkId], queryFn: ({ signal }) => getHomeworkWriting(homeworkId, signal) });

/** A writing homework: its topic, due date, this student's submissions and how many teacher notes they hold. */
export const useHomeworkWriting = (homeworkId: number) => useQuery({ ...homeworkWritingQuery(homeworkId), enabled: homeworkId > 0 });
