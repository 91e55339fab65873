import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ExamLogs = ApiData<'/v3/eiken-toeic-exam/get-exam-logs', 'get'>;

const PATH = '/eiken-toeic-exam/get-exam-logs';

export const getExamLogs = (resourceId: number, guid: string, signal?: AbortSignal) => apiGet<ExamLogs>(PATH, { resource_id: resourceId, guid }, { signal });

/** A set's record in a finished sitting, for the review (the engine's result view reads it with gcTime 0). */
export const examLogsQuery = (resourceId: number, guid: string) =>
  queryOptions({ queryKey: [PATH, resourceId, guid], queryFn: ({ signal }) => getExamLogs(resourceId, guid, signal), gcTime: 0 });
