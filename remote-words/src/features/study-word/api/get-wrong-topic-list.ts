import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type WrongTopicList = ApiData<'/v3/word-quiz/wrong-topic-list', 'get'>;
export type WrongTopicExam = WrongTopicList['list'][number];

export const WRONG_TOPIC_LIST_PATH = '/word-quiz/wrong-topic-list';

export const getWrongTopicList = (signal?: AbortSignal) => apiGet<WrongTopicList>(WRONG_TOPIC_LIST_PATH, {}, { signal });

/** Finished word tests with wrong or unanswered items not yet put right. */
export const useWrongTopicList = () => useQuery({ queryKey: [WRONG_TOPIC_LIST_PATH], queryFn: ({ signal }) => getWrongTopicList(signal) });
