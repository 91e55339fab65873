import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

/** Where today's task is: the run's guid, finished, the position of the item shown, and the item. */
export type TaskStep = ApiData<'/v3/study-word/start-task', 'post'>;

/** Starts today's task with the client's guid (a run already open with that guid is resumed). */
export const startTask = (planId: number, guid: string) => apiPost<TaskStep>('/study-word/start-task', { plan_id: planId, guid });

/** The engine posts every answer of today's task and of a challenge here (fields: plan_id). */
export const CHALLENGE_LOG_PATH = '/study-word/upload-challenge-log';
