import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** The questions (easiest first, choices shuffled) and the student's last result. */
export type LevelCheck = ApiData<'/v3/ebook/level-check', 'get'>;

export type LevelCheckQuestion = LevelCheck['questions'][number];

export const LEVEL_CHECK_PATH = '/ebook/level-check';

export const getLevelCheck = (signal?: AbortSignal) => apiGet<LevelCheck>(LEVEL_CHECK_PATH, {}, { signal });

/** A fresh set each visit: a check must never resume from the cache (gcTime 0). */
export const levelCheckQuery = () => queryOptions({ queryKey: [LEVEL_CHECK_PATH], queryFn: ({ signal }) => getLevelCheck(signal), gcTime: 0, staleTime: 0 });

/** The level check's passages and questions, and the student's last result. */
export const useLevelCheck = () => useQuery(levelCheckQuery());
