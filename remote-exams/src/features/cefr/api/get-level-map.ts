import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type LevelMap = ApiData<'/v3/cefr/level-map', 'get'>;
export type CefrUnit = LevelMap['levels'][number]['units'][number];

const PATH = '/cefr/level-map';

export const getLevelMap = (signal?: AbortSignal) => apiGet<LevelMap>(PATH, {}, { signal });

/** Every level's can-do units with the student's progress. */
export const useLevelMap = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getLevelMap(signal) }));
