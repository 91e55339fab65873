import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ExamDirectoryList = ApiData<'/v3/eiken-toeic-exam/directory-list', 'get'>;
export type ExamDirectory = ExamDirectoryList['list'][number];

export const DIRECTORY_LIST_PATH = '/eiken-toeic-exam/directory-list';

export const getDirectoryList = (signal?: AbortSignal) => apiGet<ExamDirectoryList>(DIRECTORY_LIST_PATH, {}, { signal });

/** The mock tests of the student's grade with their sittings; read afresh (a sitting may have run out meanwhile). */
export const directoryListQuery = () => queryOptions({ queryKey: [DIRECTORY_LIST_PATH], queryFn: ({ signal }) => getDirectoryList(signal), staleTime: 0 });

export const useDirectoryList = () => useQuery(directoryListQuery());
