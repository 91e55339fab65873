import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TestHistory = ApiData<'/v3/cefr/test/history', 'get'>;

const PATH = '/cefr/test/history';

export const getTestHistory = (signal?: AbortSignal) => apiGet<TestHistory>(PATH, {}, { signal });

/** The student's finished tests, newest first. */
export const useTestHistory = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getTestHistory(signal) }));
