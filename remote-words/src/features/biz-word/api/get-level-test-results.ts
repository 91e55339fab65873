import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { TestResults } from './get-view-test-results';

const PATH = '/biz-word/view-level-test-results';

export const getLevelTestResults = (levelId: number, guid: string, signal?: AbortSignal) => apiGet<TestResults>(PATH, { level_id: levelId, guid }, { signal });

/** The outcome of a level's test (the word list's test). */
export const useLevelTestResults = (levelId: number | undefined, guid: string | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, levelId, guid], queryFn: levelId && guid ? ({ signal }) => getLevelTestResults(levelId, guid, signal) : skipToken, gcTime: 0 }));
