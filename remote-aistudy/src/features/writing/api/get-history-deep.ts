import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { DeepHistory } from '../model/writing-types';

export const HISTORY_DEEP_PATH = '/writing/history-deep';

export const getHistoryDeep = (topicId: number, signal?: AbortSignal) => apiGet<DeepHistory>(HISTORY_DEEP_PATH, { topic_id: topicId }, { signal });

export const historyDeepQuery = (topicId: number) => queryOptions({ queryKey: [HISTORY_DEEP_PATH, topicId], queryFn: ({ signal }) => getHistoryDeep(topicId, signal) });

/** Every attempt of this student at one topic, for the trend of scores. */
export const useHistoryDeep = (topicId: number) => useQuery({ ...historyDeepQuery(topicId), enabled: topicId > 0 });
