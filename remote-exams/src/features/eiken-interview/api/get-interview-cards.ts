import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type InterviewCards = ApiData<'/v3/eiken-interview/card-list', 'get'>;
export type InterviewCard = InterviewCards['list'][number];

const PATH = '/eiken-interview/card-list';

export const getInterviewCards = (signal?: AbortSignal) => apiGet<InterviewCards>(PATH, {}, { signal });

/** The interview cards of the student's target grade with progress (grades 3 and up have them). */
export const useInterviewCards = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getInterviewCards(signal) }));
