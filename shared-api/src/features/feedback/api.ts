import { apiGet, apiPostMultipart, type CallOptions } from '../../app/http-client';

/** Resource feedback: at most this many images (spec part 1, section 9). */
export const RESOURCE_FEEDBACK_MAX_IMAGES = 9;
/** Feedback description: at most this many characters. */
export const FEEDBACK_MAX_LENGTH = 1000;

/** One error type the student can tick in the resource-feedback overlay. */
export type FeedbackOption = { option_value: string; label?: string };

export function fetchResourceFeedbackOptions(options?: CallOptions): Promise<FeedbackOption[]> {
  return apiGet('/resource-feedback-options', {}, options);
}

/** Resource feedback as the spec sends it (multipart). */
export type ResourceFeedback = {
  /** The chosen options and the text, as the spec's JSON list. */
  content: string;
  resource_code: string;
  client_name: string;
  images: readonly File[];
};

export function sendResourceFeedback(feedback: ResourceFeedback, options?: CallOptions): Promise<unknown> {
  return apiPostMultipart('/resource-feedback', { ...feedback }, options);
}
