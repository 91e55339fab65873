import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type HomeworkList = ApiData<'/v3/homework/list', 'get'>;
export type HomeworkListItem = HomeworkList['items'][number];
export type HomeworkStatus = HomeworkListItem['status'];

const PATH = '/homework/list';
/** The list shows every homework of the student's classes; 50 covers a school year. */
const LIMIT = 50;

export const getHomeworkList = (signal?: AbortSignal) => apiGet<HomeworkList>(PATH, { limit: LIMIT }, { signal });

/** The student's homework, unfinished first, with the counts. */
export const useHomeworkList = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getHomeworkList(signal) }));
