import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { ExamKind } from '../../eiken-practice/api/get-class-list';

export type ExamDirectoryList = ApiData<'/v3/eiken-toeic-exam/directory-list', 'get'>;
export type ExamDirectory = ExamDirectoryList['list'][number];

export const DIRECTORY_LIST_PATH = '/eiken-toeic-exam/directory-list';

export const getDirectoryList = (exam?: ExamKind, signal?: AbortSignal) => apiGet<ExamDirectoryList>(DIRECTORY_LIST_PATH, { exam }, { signal });

/**
 * The mock tests of the student's grade (or of the exam family `exam`) with their sittings; read
 * afresh (a sitting may have run out meanwhile).
 */
export const directoryListQuery = (exam?: ExamKind) =>
  queryOptions({ queryKey: exam ? [DIRECTORY_LIST_PATH, exam] : [DIRECTORY_LIST_PATH], queryFn: ({ signal }) => getDirectoryList(exam, signal), staleTime: 0 });

export const useDirectoryList = (exam?: ExamKind) => useQuery(directoryListQuery(exam));
