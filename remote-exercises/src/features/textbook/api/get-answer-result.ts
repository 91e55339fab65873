import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

const PATH = '/textbook/answer-result';

/** The run's record for the result screen (the last completed one without guid); null when none. */
export const getAnswerResult = (resourceId: number, guid: string | undefined, signal?: AbortSignal) =>
  apiGet<ApiData<'/v3/textbook/answer-result', 'get'>>(PATH, { resource_id: resourceId, guid }, { signal });

/** A run's record changes with every answer: read afresh on every visit. */
export const answerResultQuery = (resourceId: number, guid: string | undefined) =>
  queryOptions({ queryKey: [PATH, resourceId, guid ?? null], queryFn: ({ signal }) => getAnswerResult(resourceId, guid, signal), gcTime: 0 });
