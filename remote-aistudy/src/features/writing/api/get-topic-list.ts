import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { TopicList, WritingSource } from '../model/writing-types';

export const TOPIC_LIST_PATH = '/writing/topic-list';

export const getTopicList = (source: WritingSource, signal?: AbortSignal) => apiGet<TopicList>(TOPIC_LIST_PATH, { source }, { signal });

export const topicListQuery = (source: WritingSource) => queryOptions({ queryKey: [TOPIC_LIST_PATH, source], queryFn: ({ signal }) => getTopicList(source, signal) });

/** Every writing topic by level, with this student's attempts, best score and last result in that set. */
export const useTopicList = (source: WritingSource) => useQuery(topicListQuery(source));
