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

export const fetchBattleTypes = () => apiGet<{ list: BattleType[] }>('/arena/get-type-list').then((data) => data.list);
