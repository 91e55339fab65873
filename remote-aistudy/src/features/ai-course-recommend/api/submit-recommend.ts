import { apiPost } from 'shared-api';

export type RecommendSubmitReply = { score: number; correct: number; total: number };

const PATH = '/ai/course/recommend/submit';

/** Hands the finished engine run of a recommended resource in; a resent guid answers the same result. */
export const submitRecommend = (fields: { course_id: number; resource_id: number; guid: string }) => apiPost<RecommendSubmitReply>(PATH, fields);
