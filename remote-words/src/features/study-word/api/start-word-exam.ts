import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordExam = ApiData<'/v3/word-quiz/start-word-exam', 'post'>;

/** Starts a plan's word test with the client's guid; an open test of the plan is resumed (its guid comes back). */
export const startWordExam = (planId: number, guid: string) => apiPost<WordExam>('/word-quiz/start-word-exam', { plan_id: planId, guid });

/** The engine posts each answer of the test here; after ends_at the server answers 423. */
export const EXAM_ANSWER_PATH = '/word-quiz/submit-word-exam-answer';
