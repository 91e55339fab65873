import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type PhonogramDetail = ApiData<'/v3/phonogram/detail', 'get'>;
export type Pattern = PhonogramDetail['phonogram'];
export type ExampleWord = Pattern['words'][number];

export const PHONOGRAM_DETAIL_PATH = '/phonogram/detail';

export const getPhonogramDetail = (id: string, signal?: AbortSignal) => apiGet<PhonogramDetail>(PHONOGRAM_DETAIL_PATH, { phonogram_id: id }, { signal });

export const phonogramDetailQuery = (id: string) => queryOptions({ queryKey: [PHONOGRAM_DETAIL_PATH, id], queryFn: ({ signal }) => getPhonogramDetail(id, signal) });

/** One pattern: its explanation, the usual mistake, the example words with the student's last readings. */
export const usePhonogramDetail = (id: string) => useQuery(phonogramDetailQuery(id));
