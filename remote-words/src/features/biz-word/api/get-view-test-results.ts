import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TestResults = ApiData<'/v3/biz-word/view-test-results', 'get'>;
export type TestResultItem = TestResults['items'][number];

const PATH = '/biz-word/view-test-results';

export const getViewTestResults = (planId: number, guid: string, signal?: AbortSignal) => apiGet<TestResults>(PATH, { plan_id: planId, guid }, { signal });

/** A test run's outcome: right and wrong counts and each word. Read afresh (the run may have just ended). */
export const useViewTestResults = (planId: number | undefined, guid: string | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, planId, guid], queryFn: planId && guid ? ({ signal }) => getViewTestResults(planId, guid, signal) : skipToken, gcTime: 0 }));
