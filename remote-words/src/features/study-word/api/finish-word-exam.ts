import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type FinishedWordExam = ApiData<'/v3/word-quiz/finish-word-exam', 'post'>;

/** Ends a word test: 5 points per right item, percent of the items right. */
export const finishWordExam = (guid: string) => apiPost<FinishedWordExam>('/word-quiz/finish-word-exam', { guid });
