import { apiGet } from 'shared-api';
import type { StartTesting } from './get-start-testing';

const PATH = '/biz-word/start-level-testing';

/** A test paper over one level of the business list (the word list's test, no plan). */
export const getStartLevelTesting = (levelId: number, signal?: AbortSignal) => apiGet<StartTesting>(PATH, { level_id: levelId }, { signal });
