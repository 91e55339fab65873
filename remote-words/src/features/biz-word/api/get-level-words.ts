import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type LevelWords = ApiData<'/v3/biz-word/level-words', 'get'>;
export type Level = LevelWords['level'];

const PATH = '/biz-word/level-words';

/** A level has about 40 words: one page of the server's largest holds them all. */
const ALL_WORDS = { page: 1, limit: 200 } as const;

export const getLevelWords = (levelId: number, signal?: AbortSignal) => apiGet<LevelWords>(PATH, { level_id: levelId, ...ALL_WORDS }, { signal });

/** Every word of one level (a unit of the business list) as cards, for the word list's practice. */
export const useLevelWords = (levelId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, levelId], queryFn: levelId ? ({ signal }) => getLevelWords(levelId, signal) : skipToken }));
