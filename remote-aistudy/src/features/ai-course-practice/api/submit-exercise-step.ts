import { apiPost } from 'shared-api';
import type { ExerciseStep } from '../../ai-course/ai-course-paths';

export type StepSubmitReply = { score: number; correct: number; total: number; done: 0 | 1 };

/** /ai/course/exercise/review/submit and /consolidation/submit: the same call for either exercise step. */
const pathOf = (step: ExerciseStep) => `/ai/course/exercise/${step}/submit`;

/**
 * Hands the finished engine run (guid) of the step's exercise in. The server answers a resent
 * guid with the same result and counts nothing twice, so the result page sends it as it opens.
 */
export const submitExerciseStep = (step: ExerciseStep, resourceId: number, guid: string) => apiPost<StepSubmitReply>(pathOf(step), { resource_id: resourceId, guid });
