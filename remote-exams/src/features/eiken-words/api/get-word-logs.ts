import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordLogs = ApiData<'/v3/eiken-training/get-exercise-logs', 'get'>;

const PATH = '/eiken-training/get-exercise-logs';

/** Which run's record comes with the set: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

/** A word set's info, whether a run was ever completed, the next set, and the record of the chosen run. */
export const getWordLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) => apiGet<WordLogs>(PATH, { resource_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const wordLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getWordLogs(resourceId, choice, signal), gcTime: 0 });

/** Where the engine posts this module's answers and the end of a run. */
export const WORD_ANSWER_PATH = '/eiken-training/submit-exercise-log';
