// The writing screens (spec part 3 routes). Skill-up writing and AI writing show the same screens
// over their own paths and histories (`source` of the calls); one component set serves both, with
// the paths of its set passed in.
import { withQuery } from 'shared-ui/router';
import type { WritingSource } from './model/writing-types';

export type WritingPaths = {
  source: WritingSource;
  /** The set's home: topics by level. */
  home: string;
  form: string;
  result: string;
  history: string;
  historyDeep: string;
  /** AI writing only: the per-sentence analysis and evaluation in detail. */
  analysis: string | null;
};

export const SKILLUP_WRITING: WritingPaths = {
  source: 'skillup',
  home: '/skillup/writing/index',
  form: '/skillup/writing/form',
  result: '/skillup/writing/result',
  history: '/skillup/writing/history',
  historyDeep: '/skillup/writing/history/deep',
  analysis: null,
};

export const AI_WRITING: WritingPaths = {
  source: 'ai',
  home: '/skillup/ai-writing',
  form: '/ai-writing/detail',
  result: '/ai-writing/result',
  history: '/ai-writing/history',
  // AI writing has no deep history route of its own (spec part 3); the skill-up one reads `source`.
  historyDeep: '/skillup/writing/history/deep',
  analysis: '/ai-writing/result/analysis',
};

/** The other AI writing routes. */
export const AI_WRITING_LIST = '/ai-writing/list';
export const AI_WRITING_HOMEWORK = '/ai-writing/homework-detail';
export const TEACHER_WRITING = '/ai-writing/teacher';

export const writingPathsFor = (source: WritingSource): WritingPaths => (source === 'ai' ? AI_WRITING : SKILLUP_WRITING);

export const formHref = (paths: WritingPaths, topicId: number, homeworkId?: number) => withQuery(paths.form, { topic_id: topicId, homework_id: homeworkId });
export const resultHref = (paths: WritingPaths, guid: string) => withQuery(paths.result, { guid });
export const historyDeepHref = (paths: WritingPaths, topicId: number) => withQuery(paths.historyDeep, { topic_id: topicId, source: paths.source });
