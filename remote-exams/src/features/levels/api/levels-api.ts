import { apiGet, apiPost } from 'shared-api';

export type Level = {
  level_id: number;
  code: string;
  exam: 'eiken' | 'toeic';
  name: string;
  name_en: string;
  cefr: string;
  description: string;
  sample_en: string;
  sample_ja: string;
};

export const fetchLevels = () => apiGet<{ current_level_id: number | null; list: Level[] }>('/eiken-toeic/level-list');
export const chooseLevel = (levelId: number) => apiPost<{ level_id: number }>('/eiken-toeic/submit-level', { level_id: levelId }, { loading: true });
