import { apiGet } from 'shared-api';
import type { ApiData, ApiSchema } from 'shared-contract';

export type HomeworkList = ApiData<'/v3/homework/list', 'get'>;
export type HomeworkListItem = HomeworkList['items'][number];
export type HomeworkStatus = HomeworkListItem['status'];

export type HomeworkConfigFields = ApiSchema<'HomeworkConfig'>;

/** One homework with its config and its topics (each with the student's progress). */
export type HomeworkDetail = ApiData<'/v3/homework/detail', 'get'>;
export type HomeworkTopic = HomeworkDetail['topics'][number];

export type TopicResourceInfo = ApiData<'/v3/homework/topic-resource-info', 'get'>;

export const homeworkApi = {
  list: (signal?: AbortSignal) => apiGet<HomeworkList>('/homework/list', { limit: 50 }, { signal }),
  detail: (homeworkId: number, signal?: AbortSignal) => apiGet<HomeworkDetail>('/homework/detail', { homework_id: homeworkId }, { signal }),
  topicResourceInfo: (topicId: number, homeworkId: number | undefined, signal?: AbortSignal) =>
    apiGet<TopicResourceInfo>('/homework/topic-resource-info', { topic_id: topicId, homework_id: homeworkId }, { signal }),
  topicAnswerResult: (topicId: number, homeworkId: number | undefined, guid: string | undefined, signal?: AbortSignal) =>
    apiGet<ApiData<'/v3/homework/topic-answer-result', 'get'>>('/homework/topic-answer-result', { topic_id: topicId, homework_id: homeworkId, guid }, { signal }),
};
