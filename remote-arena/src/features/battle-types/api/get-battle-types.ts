import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

/** A kind of battle, with the student's own level, rating and record in it. */
export type BattleType = {
  type_id: number;
  code: string;
  name: string;
  name_en: string;
  description: string;
  question_count: number;
  seconds_per_question: number;
  level: number;
  rating: number;
  battles: number;
  wins: number;
};

/** Its key: a finished battle invalidates it (the rating and record change). */
export const BATTLE_TYPES_PATH = '/arena/get-type-list';

export const getBattleTypes = (signal?: AbortSignal) => apiGet<{ list: BattleType[] }>(BATTLE_TYPES_PATH, {}, { signal }).then((data) => data.list);

export const battleTypesQuery = () => queryOptions({ queryKey: [BATTLE_TYPES_PATH], queryFn: ({ signal }) => getBattleTypes(signal) });

/** The kinds of battle a student can enter. */
export const useBattleTypes = () => useQuery(battleTypesQuery());
