import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type Introduction = { title: string; paragraphs: string[] };

const PATH = '/dictionary/introduce';

export const getIntroduction = (signal?: AbortSignal) => apiGet<Introduction>(PATH, {}, { signal });

/** What the dictionary is and how to use it; it changes with releases only. */
export const useIntroduction = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getIntroduction(signal), staleTime: Infinity }));
