import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type UnitList = ApiData<'/v3/textbook/unit-list', 'get'>;

const PATH = '/textbook/unit-list';

export const getUnitList = (unitId: number, signal?: AbortSignal) => apiGet<UnitList>(PATH, { unit_id: unitId }, { signal });

/** A unit's resources with the student's progress; nothing is asked without a unit id. */
export const useUnitList = (unitId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, unitId], queryFn: unitId ? ({ signal }) => getUnitList(unitId, signal) : skipToken }));
