import { apiPost } from 'shared-api';
import type { SkillScore } from '../../ai-course/api/review-log';

export type TestingResult = { guid: string; score: number; correct: number; total: number; skills: Required<SkillScore>[] };

const PATH = '/ai/course/testing/submit';

/** Hands the finished engine run of the course test in; a resent guid answers the same result. */
export const submitTesting = (courseId: number, guid: string) => apiPost<TestingResult>(PATH, { course_id: courseId, guid });
