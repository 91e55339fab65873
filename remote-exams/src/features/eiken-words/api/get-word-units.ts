import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WordUnitList = ApiData<'/v3/eiken-training/get-class-list', 'get'>;
export type WordUnit = WordUnitList['list'][number];

const PATH = '/eiken-training/get-class-list';

export const getWordUnits = (signal?: AbortSignal) => apiGet<WordUnitList>(PATH, {}, { signal });

/** The word units of the student's target grade, with training and learning progress (none until a grade is chosen). */
export const useWordUnits = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getWordUnits(signal) }));
