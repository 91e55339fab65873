import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type NextStep = ApiData<'/v3/study-word/next-item', 'post'>;

/** The run's next item (a word answered wrong comes back once it is due again), or its end. */
export const nextItem = (planId: number, guid: string) => apiPost<NextStep>('/study-word/next-item', { plan_id: planId, guid });
