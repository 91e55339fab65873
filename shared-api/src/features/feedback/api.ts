import type { ApiData } from 'shared-contract';
import { apiGet, apiPostMultipart, type CallOptions } from '../../lib/http-client';

/** Resource feedback: at most this many images (spec part 1, section 9). */
export const RESOURCE_FEEDBACK_MAX_IMAGES = 9;
/** Feedback description: at most this many characters. */
export const FEEDBACK_MAX_LENGTH = 1000;

/** One error type the student can tick in the resource-feedback overlay. */
export type FeedbackOption = ApiData<'/v3/resource-feedback-options', 'get'>['items'][number];

/** The error types the server offers (GET /v3/resource-feedback-options). */
export function fetchResourceFeedbackOptions(options?: CallOptions): Promise<ApiData<'/v3/resource-feedback-options', 'get'>> {
  return apiGet('/resource-feedback-options', {}, options);
}

/** Resource feedback (multipart). `content` carries the ticked options and the text. */
export type ResourceFeedback = {
  options: readonly string[];
  text: string;
  resource_code: string;
  client_name: string;
  images: readonly File[];
};

/** What the server kept. Images beyond the limit are ignored (and counted). */
export type FeedbackSaved = ApiData<'/v3/resource-feedback', 'post'>;

export function sendResourceFeedback(feedback: ResourceFeedback, options?: CallOptions): Promise<FeedbackSaved> {
  return apiPostMultipart(
    '/resource-feedback',
    {
      content: JSON.stringify({ options: feedback.options, text: feedback.text }),
      resource_code: feedback.resource_code,
      client_name: feedback.client_name,
      images: feedback.images,
    },
    options,
  );
}

/** Categories of the general feedback form. */
export type FeedbackCategory = FeedbackSupportInfo['categories'][number];

/** The contact form (POST /v3/feedback, multipart). */
export type GeneralFeedback = { content: string; category: FeedbackCategory; client_name: string; images: readonly File[] };

export function sendFeedback(feedback: GeneralFeedback, options?: CallOptions): Promise<ApiData<'/v3/feedback', 'post'>> {
  return apiPostMultipart('/feedback', { ...feedback }, options);
}

/** FAQ, the support page and the limits of the feedback forms. */
export type FeedbackSupportInfo = ApiData<'/v3/feedback/support-info', 'get'>;

export function fetchFeedbackSupportInfo(options?: CallOptions): Promise<FeedbackSupportInfo> {
  return apiGet('/feedback/support-info', {}, options);
}
