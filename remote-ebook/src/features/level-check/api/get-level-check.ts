import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type LevelCheckQuestion = { question_id: string; level: number; passage: string; question: string; question_jp: string; choices: string[] };

export type LevelCheck = {
  /** 24-30 questions, easiest first; choices shuffled. */
  questions: LevelCheckQuestion[];
  last: { level: number; correct: number; total: number; created_at: string } | null;
};

export const LEVEL_CHECK_PATH = '/ebook/level-check';

export const getLevelCheck = (signal?: AbortSignal) => apiGet<LevelCheck>(LEVEL_CHECK_PATH, {}, { signal });

/** A fresh set each visit: a check must never resume from the cache (gcTime 0). */
export const levelCheckQuery = () => queryOptions({ queryKey: [LEVEL_CHECK_PATH], queryFn: ({ signal }) => getLevelCheck(signal), gcTime: 0, staleTime: 0 });

/** The level check's passages and questions, and the student's last result. */
export const useLevelCheck = () => useQuery(levelCheckQuery());
