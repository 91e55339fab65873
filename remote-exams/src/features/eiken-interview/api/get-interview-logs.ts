import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type InterviewLogs = ApiData<'/v3/eiken-interview/get-exercise-logs', 'get'>;

const PATH = '/eiken-interview/get-exercise-logs';

/** Which run's record comes with the card: the open one (to resume), a run by guid, or the last completed one. */
export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

/** The card (passage and picture), its set's info and the record of the chosen run. */
export const getInterviewLogs = (resourceId: number, choice: RunChoice, signal?: AbortSignal) => apiGet<InterviewLogs>(PATH, { resource_id: resourceId, ...choice }, { signal });

/** A run decides where practice resumes and what a result shows: read afresh on every visit. */
export const interviewLogsQuery = (resourceId: number, choice: RunChoice) =>
  queryOptions({ queryKey: [PATH, resourceId, choice], queryFn: ({ signal }) => getInterviewLogs(resourceId, choice, signal), gcTime: 0 });

/** Where the engine posts the takes of an interview. */
export const INTERVIEW_ANSWER_PATH = '/eiken-interview/submit-exercise-log';
