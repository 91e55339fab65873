import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { RunChoice } from '../../eiken-practice/api/get-exercise-logs';

export type RegionSetLogs = ApiData<'/v3/college-exam/region/logs', 'get'>;

const PATH = '/college-exam/region/logs';

/** A region set's info, whether a run was ever completed, the next set, and the chosen run's record. */
export const getRegionLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) => apiGet<RegionSetLogs>(PATH, { res_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const regionLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getRegionLogs(resourceId, choice, signal), gcTime: 0 });
