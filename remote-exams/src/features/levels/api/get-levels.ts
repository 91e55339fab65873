import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type LevelList = ApiData<'/v3/eiken-toeic/level-list', 'get'>;
export type Level = LevelList['list'][number];

const PATH = '/eiken-toeic/level-list';

export const getLevels = (signal?: AbortSignal) => apiGet<LevelList>(PATH, {}, { signal });

export const levelsQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getLevels(signal) });

/** The Eiken grades and TOEIC courses, and the one the student studies now. */
export const useLevels = () => useQuery(levelsQuery());
