import { apiGet, apiPost, type CallOptions } from '../../app/http-client';
import type { Fields } from '../../app/form-body';

/**
 * The homework calls spec part 1 section 7 lists. Their full response types belong to the
 * exercise engine (remote-exercises types them in its homework feature); here the caller names
 * the type it expects.
 */
export type TopicParams = { topic_id: number; homework_id?: number };

/** Resource info, homework config and the answer record of one homework topic. */
export function fetchTopicResourceInfo<T = unknown>(params: TopicParams, options?: CallOptions): Promise<T> {
  return apiGet('/homework/topic-resource-info', params, options);
}

/** The answer record (result) of a homework topic, optionally of one run (guid). */
export function fetchTopicAnswerResult<T = unknown>(params: TopicParams & { guid?: string }, options?: CallOptions): Promise<T> {
  return apiGet('/homework/topic-answer-result', params, options);
}

/**
 * Posts one answer of a homework topic. The spec says this call shows loading; the guid of the
 * run makes a resend harmless (the server records it once).
 */
export function postTopicAnswerRecord<T = unknown>(body: TopicParams & { guid: string } & Fields, options?: CallOptions): Promise<T> {
  return apiPost('/homework/topic-answer-record', body, { loading: true, ...options });
}
