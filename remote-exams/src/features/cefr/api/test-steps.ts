import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TestStep = ApiData<'/v3/cefr/test/start', 'post'>;
export type TestItem = NonNullable<TestStep['item']>;

/** The engine posts each answer of the test here (its target path). */
export const TEST_ANSWER_PATH = '/cefr/test/submit-answer';

/** Starts a test with the client's guid, or resumes the student's unfinished one (its guid comes back). */
export const startTest = (guid: string) => apiPost<TestStep>('/cefr/test/start', { guid });

/** The test's next item, or its end: the server decides by the stopping rule. */
export const nextTestStep = (guid: string) => apiPost<TestStep>('/cefr/test/next', { guid });
