import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type BattleType = {
  type_id: number;
  code: string;
  name: string;
  name_en: string;
  description: string;
  question_count: number;
  seconds_per_question: number;
};

const PATH = '/arena/get-type-list';

export const getBattleTypes = (signal?: AbortSignal) => apiGet<{ list: BattleType[] }>(PATH, {}, { signal }).then((data) => data.list);

/** The kinds of battle a student can enter. */
export const useBattleTypes = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getBattleTypes(signal) }));
