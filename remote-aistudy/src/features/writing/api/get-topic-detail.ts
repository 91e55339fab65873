import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { TopicDetail } from '../model/writing-types';

export const TOPIC_DETAIL_PATH = '/writing/topic-detail';

export const getTopicDetail = (topicId: number, signal?: AbortSignal) => apiGet<TopicDetail>(TOPIC_DETAIL_PATH, { topic_id: topicId }, { signal });

export const topicDetailQuery = (topicId: number) => queryOptions({ queryKey: [TOPIC_DETAIL_PATH, topicId], queryFn: ({ signal }) => getTopicDetail(topicId, signal) });

/** A topic's prompt, instruction, word range and this student's last attempts. */
export const useTopicDetail = (topicId: number) => useQuery({ ...topicDetailQuery(topicId), enabled: topicId > 0 });
