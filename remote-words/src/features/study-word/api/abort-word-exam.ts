import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type AbortedWordExam = ApiData<'/v3/word-quiz/abort-word-exam', 'post'>;

/** Leaves a word test midway: it ends with 0 points (spec section 4). */
export const abortWordExam = (guid: string) => apiPost<AbortedWordExam>('/word-quiz/abort-word-exam', { guid });
