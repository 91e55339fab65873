import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type Introduction = ApiData<'/v3/dictionary/introduce', 'get'>;

const PATH = '/dictionary/introduce';

export const getIntroduction = (signal?: AbortSignal) => apiGet<Introduction>(PATH, {}, { signal });

/** What the dictionary is, how big it is and where its data comes from (changes with a data build only). */
export const useIntroduction = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getIntroduction(signal), staleTime: Infinity }));
