import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type TopicResourceInfo = ApiData<'/v3/homework/topic-resource-info', 'get'>;

const PATH = '/homework/topic-resource-info';

export const getTopicResourceInfo = (topicId: number, homeworkId: number | undefined, signal?: AbortSignal) =>
  apiGet<TopicResourceInfo>(PATH, { topic_id: topicId, homework_id: homeworkId }, { signal });

/** A topic's resource with its open run: read afresh on every visit (a cached run would resume the wrong one). */
export const topicResourceInfoQuery = (topicId: number, homeworkId: number | undefined) =>
  queryOptions({ queryKey: [PATH, topicId, homeworkId ?? null], queryFn: ({ signal }) => getTopicResourceInfo(topicId, homeworkId, signal), gcTime: 0 });
