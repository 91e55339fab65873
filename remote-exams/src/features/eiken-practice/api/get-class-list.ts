import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EikenClassList = ApiData<'/v3/eiken-toeic/get-class-list', 'get'>;
export type EikenClass = EikenClassList['list'][number];

const PATH = '/eiken-toeic/get-class-list';

export const getClassList = (signal?: AbortSignal) => apiGet<EikenClassList>(PATH, {}, { signal });

/** The practice directories of the student's target grade, with progress (none until a grade is chosen). */
export const useClassList = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getClassList(signal) }));
