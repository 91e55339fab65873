import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TrainingSets = ApiData<'/v3/eiken-training/get-resource-list', 'get'>;

const PATH = '/eiken-training/get-resource-list';

export const getTrainingSets = (unitId: number, signal?: AbortSignal) => apiGet<TrainingSets>(PATH, { class_id: unitId }, { signal });

/** A word unit's training sets (choice both ways, spelling, reading aloud) with progress; nothing is asked without a unit. */
export const useTrainingSets = (unitId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, unitId], queryFn: unitId ? ({ signal }) => getTrainingSets(unitId, signal) : skipToken }));
