import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { BizCard } from './biz-word-types';

export type LevelWords = { level: { level_id: number; title: string; word_count: number }; total: number; words: BizCard[] };

const PATH = '/biz-word/level-words';

export const getLevelWords = (levelId: number, signal?: AbortSignal) => apiGet<LevelWords>(PATH, { level_id: levelId, limit: 200 }, { signal });

/** Every word of one level (a unit of the business list) as cards, for the word list's practice. */
export const useLevelWords = (levelId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, levelId], queryFn: levelId ? ({ signal }) => getLevelWords(levelId, signal) : skipToken }));
