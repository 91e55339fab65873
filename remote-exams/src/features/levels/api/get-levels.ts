import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

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

export type LevelList = { current_level_id: number | null; list: Level[] };

const PATH = '/eiken-toeic/level-list';

export const getLevels = (signal?: AbortSignal) => apiGet<LevelList>(PATH, {}, { signal });

export const levelsQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getLevels(signal) });

/** The Eiken grades and TOEIC courses, and the one the student studies now. */
export const useLevels = () => useQuery(levelsQuery());
