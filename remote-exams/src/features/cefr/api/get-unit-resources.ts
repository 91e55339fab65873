import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type UnitResources = ApiData<'/v3/cefr/unit-resources', 'get'>;

const PATH = '/cefr/unit-resources';

export const getUnitResources = (unitId: number, signal?: AbortSignal) => apiGet<UnitResources>(PATH, { unit_id: unitId }, { signal });

/** A can-do unit's practice sets with progress; nothing is asked without a unit. */
export const useUnitResources = (unitId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, unitId], queryFn: unitId ? ({ signal }) => getUnitResources(unitId, signal) : skipToken }));
