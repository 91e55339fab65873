import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

const PATH = '/homework/topic-answer-result';

export const getTopicAnswerResult = (topicId: number, homeworkId: number | undefined, guid: string | undefined, signal?: AbortSignal) =>
  apiGet<ApiData<'/v3/homework/topic-answer-result', 'get'>>(PATH, { topic_id: topicId, homework_id: homeworkId, guid }, { signal });

/** A run's record changes with every answer: read afresh on every visit. */
export const topicAnswerResultQuery = (topicId: number, homeworkId: number | undefined, guid: string | undefined) =>
  queryOptions({ queryKey: [PATH, topicId, homeworkId ?? null, guid ?? null], queryFn: ({ signal }) => getTopicAnswerResult(topicId, homeworkId, guid, signal), gcTime: 0 });
