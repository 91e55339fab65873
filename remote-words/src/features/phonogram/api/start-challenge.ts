import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type Challenge = ApiData<'/v3/phonogram/start-challenge', 'post'>;
export type ChallengeItem = Challenge['items'][number];

/** Starts a timed challenge (of one group's sounds when `group` is given); the server picks the words. */
export const startChallenge = (group?: string) => apiPost<Challenge>('/phonogram/start-challenge', { group });
