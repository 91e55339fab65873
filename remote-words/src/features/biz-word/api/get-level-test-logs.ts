import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type LevelTestLogs = ApiData<'/v3/biz-word/level-test-logs', 'get'>;

const PATH = '/biz-word/level-test-logs';

/** Which run's record comes with the set: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

export const getLevelTestLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) => apiGet<LevelTestLogs>(PATH, { resource_id: resourceId, ...choice }, { signal });

/** A level test set's info, its level and part, the next part and one run's record; read afresh on every visit. */
export const levelTestLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getLevelTestLogs(resourceId, choice, signal), gcTime: 0 });

/** Where the engine posts the level test's answers and the end of a run. */
export const LEVEL_TEST_ANSWER_PATH = '/biz-word/submit-level-test-log';
