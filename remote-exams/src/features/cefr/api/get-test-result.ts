import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TestResult = ApiData<'/v3/cefr/test/result', 'get'>;
export type TestResultItem = TestResult['items'][number];

const PATH = '/cefr/test/result';

export const getTestResult = (guid: string, signal?: AbortSignal) => apiGet<TestResult>(PATH, { guid }, { signal });

/** A finished test's level, scores and items; nothing is asked without a guid. */
export const useTestResult = (guid: string | undefined) => useQuery(queryOptions({ queryKey: [PATH, guid], queryFn: guid ? ({ signal }) => getTestResult(guid, signal) : skipToken }));
