import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PhonogramList = ApiData<'/v3/phonogram/list', 'get'>;
export type PhonogramGroup = PhonogramList['groups'][number];
export type PatternSummary = PhonogramGroup['patterns'][number];
export type PatternProgress = PatternSummary['progress'];
export type WordSegment = NonNullable<PatternSummary['example']>['segments'][number];

export const PHONOGRAM_LIST_PATH = '/phonogram/list';

export const getPhonogramList = (signal?: AbortSignal) => apiGet<PhonogramList>(PHONOGRAM_LIST_PATH, {}, { signal });

export const phonogramListQuery = () => queryOptions({ queryKey: [PHONOGRAM_LIST_PATH], queryFn: ({ signal }) => getPhonogramList(signal) });

/** Every group of sound-spelling patterns with the student's progress on each. */
export const usePhonogramList = () => useQuery(phonogramListQuery());
