import { apiGet } from 'shared-api';
import type { AnswerRecord, ResourceInfo } from '../../../lib/engine';

/** An exercise resource as the engine plays it: its package, and the student's open run (guid empty when none). */
export type ResourceRun = ResourceInfo & { answer_record: AnswerRecord };

/**
 * The portal's free-practice call serves every seeded resource (the AI course's review,
 * consolidation and test resources, and the skill-up and textbook resources recommended):
 * the engine posts the answers to /textbook/answer-record, and the AI course's submit calls
 * then take the finished run by its guid.
 */
export const RESOURCE_RUN_PATH = '/textbook/next-resource-info';
export const RESOURCE_ANSWER_PATH = '/textbook/answer-record';

export const getResourceRun = (resourceId: number, signal?: AbortSignal) => apiGet<ResourceRun>(RESOURCE_RUN_PATH, { resource_id: resourceId }, { signal });
