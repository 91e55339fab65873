import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type LevelTests = ApiData<'/v3/biz-word/level-tests', 'get'>;
export type LevelTestSet = LevelTests['list'][number];

const PATH = '/biz-word/level-tests';

export const getLevelTests = (levelId: number, signal?: AbortSignal) => apiGet<LevelTests>(PATH, { level_id: levelId }, { signal });

/** A level's test ("word -> meaning" set, in parts for a long level) with the student's progress; read afresh on every visit. */
export const useLevelTests = (levelId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, levelId], queryFn: levelId ? ({ signal }) => getLevelTests(levelId, signal) : skipToken, gcTime: 0 }));
