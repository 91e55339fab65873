import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ReviewWords = ApiData<'/v3/eiken-training/get-review-words', 'get'>;

const PATH = '/eiken-training/get-review-words';

export const getReviewWords = (resourceId: number, guid: string | undefined, signal?: AbortSignal) => apiGet<ReviewWords>(PATH, { resource_id: resourceId, guid }, { signal });

/** The words a run (by guid, else the last completed one) says to review; read afresh, as the run may just have ended. */
export const useReviewWords = (resourceId: number, guid: string | undefined) =>
  useQuery(queryOptions({ queryKey: [PATH, resourceId, guid], queryFn: ({ signal }) => getReviewWords(resourceId, guid, signal), gcTime: 0 }));
