import { apiGet } from 'shared-api';
import type { AnswerRecord, ResourceInfo } from '../../practice/api/practice-types';

export type HomeworkStatus = 'unfinished' | 'finished' | 'expired';

export type HomeworkConfigFields = {
  required_times: number;
  sample_answer: number;
  speech_speed: number;
  subtitle: number;
  translation: number;
  answer_tips: number;
};

export type HomeworkListItem = {
  homework_id: number;
  title: string;
  description: string;
  class_name: string;
  teacher_name: string;
  due_at: string;
  expires_at: string | null;
  is_expired: 0 | 1;
  is_late: 0 | 1;
  status: HomeworkStatus;
  topic_count: number;
  finished_topic_count: number;
};

export type HomeworkTopic = {
  topic_id: number;
  position: number;
  resource: ResourceInfo;
  completed_times: number;
  required_times: number;
  is_finished: 0 | 1;
  best_score: number;
  last_score: number;
  last_record_guid: string;
  open_record_guid: string;
  current_index: number;
  has_limit: 0 | 1;
  limit_number: number;
};

/** The list item's fields (but the list's counts and lateness), with the config and topics. */
export type HomeworkDetail = Omit<HomeworkListItem, 'is_late' | 'topic_count' | 'finished_topic_count'> & {
  has_limit: 0 | 1;
  limit_number: number;
  config: HomeworkConfigFields;
  topics: HomeworkTopic[];
};

export type TopicResourceInfo = ResourceInfo & {
  homework_id: number;
  topic_id: number;
  homework_title: string;
  config: HomeworkConfigFields;
  due_at: string;
  expires_at: string | null;
  is_expired: 0 | 1;
  answer_record: AnswerRecord;
};

export const homeworkApi = {
  list: (signal?: AbortSignal) => apiGet<{ unfinished_count: number; total: number; items: HomeworkListItem[] }>('/homework/list', { limit: 50 }, { signal }),
  detail: (homeworkId: number, signal?: AbortSignal) => apiGet<HomeworkDetail>('/homework/detail', { homework_id: homeworkId }, { signal }),
  topicResourceInfo: (topicId: number, homeworkId: number | undefined, signal?: AbortSignal) =>
    apiGet<TopicResourceInfo>('/homework/topic-resource-info', { topic_id: topicId, homework_id: homeworkId }, { signal }),
  topicAnswerResult: (topicId: number, homeworkId: number | undefined, guid: string | undefined, signal?: AbortSignal) =>
    apiGet<AnswerRecord | null>('/homework/topic-answer-result', { topic_id: topicId, homework_id: homeworkId, guid }, { signal }),
};
