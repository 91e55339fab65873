import { apiPost } from 'shared-api';

export type VideoProgress = { watched_seconds: number; done: 0 | 1 };

const PATH = '/ai/course/exercise/video/submit';

/**
 * Saves how much of the lesson video the student has really played and where they are. Sent
 * every few seconds while it plays: a lost connection shows nothing (quietNetworkError), as the
 * next post carries the whole amount again.
 */
export const submitVideo = (fields: { resource_id: number; watched_seconds: number; position: number }) =>
  apiPost<VideoProgress>(PATH, { resource_id: fields.resource_id, watched_seconds: fields.watched_seconds.toFixed(1), position: fields.position.toFixed(1) }, { quietNetworkError: true });
