import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EarListenLogs = ApiData<'/v3/biz-toeic/get-ear-listen-logs', 'get'>;

const PATH = '/biz-toeic/get-ear-listen-logs';

/** Which run's record comes with the drill: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

export const getEarListenLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) => apiGet<EarListenLogs>(PATH, { resource_id: resourceId, ...choice }, { signal });

/** A drill's info, its topic, the next drill and one run's record; read afresh on every visit. */
export const earListenLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getEarListenLogs(resourceId, choice, signal), gcTime: 0 });

/** Where the engine posts the drills' answers and the end of a run. */
export const EAR_LISTEN_ANSWER_PATH = '/biz-toeic/submit-ear-listen-log';
