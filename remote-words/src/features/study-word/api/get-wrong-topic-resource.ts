import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WrongTopicResource = ApiData<'/v3/word-quiz/wrong-topic-resource', 'get'>;

export const WRONG_TOPIC_RESOURCE_PATH = '/word-quiz/wrong-topic-resource';
const PATH = WRONG_TOPIC_RESOURCE_PATH;

export const getWrongTopicResource = (guid: string, signal?: AbortSignal) => apiGet<WrongTopicResource>(PATH, { guid }, { signal });

/** A test's items still not right; asked afresh after every round of the loop. */
export const wrongTopicResourceQuery = (guid: string) =>
  queryOptions({ queryKey: [PATH, guid], queryFn: ({ signal }) => getWrongTopicResource(guid, signal), gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false });

export const useWrongTopicResource = (guid: string | undefined) => useQuery({ ...wrongTopicResourceQuery(guid ?? ''), enabled: Boolean(guid) });

/** The engine posts each answer of the loop here. */
export const WRONG_TOPIC_ANSWER_PATH = '/word-quiz/submit-wrong-topic-answer';
