import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

/** One of the five arena levels: how hard its questions are (written at the Eiken grade named). */
export type ArenaLevel = {
  level: number;
  name: string;
  eiken: string;
  description: string;
  /** The rating range the level is recommended for; rating_max null for the top level. */
  rating_min: number;
  rating_max: number | null;
  /** Questions in the level's bank. */
  question_total: number;
};

export const LEVEL_LIST_PATH = '/arena/get-level-list';

export const getLevelList = (signal?: AbortSignal) => apiGet<{ list: ArenaLevel[] }>(LEVEL_LIST_PATH, {}, { signal }).then((data) => data.list);

/** The levels change only with a content release: read once per visit of the portal. */
export const levelListQuery = () => queryOptions({ queryKey: [LEVEL_LIST_PATH], queryFn: ({ signal }) => getLevelList(signal), staleTime: Infinity });

export const useLevelList = () => useQuery(levelListQuery());
