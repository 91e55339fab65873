import { useMutation } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { sectionRunGuid } from '../eiken-challenge-paths';

export type ExamAnswerReply = ApiData<'/v3/eiken-toeic-exam/submit-exercise-log', 'post'>;

/** Where the engine posts each answer of a sitting (with resource_id and exam_guid). */
export const EXAM_ANSWER_PATH = '/eiken-toeic-exam/submit-exercise-log';

/**
 * Starts a sitting: a progress-only post of its first set opens it on the server, whose clock
 * then runs (the reply's attempt carries the deadline). Starting on the server, not in the
 * page, keeps the time limit through a reload or another device.
 */
export const startSitting = (resourceId: number, examGuid: string) =>
  apiPost<ExamAnswerReply>(EXAM_ANSWER_PATH, { resource_id: resourceId, exam_guid: examGuid, guid: sectionRunGuid(examGuid, resourceId), current_index: 0 });

export const useStartSitting = () => useMutation({ mutationFn: ({ resourceId, examGuid }: { resourceId: number; examGuid: string }) => startSitting(resourceId, examGuid) });
