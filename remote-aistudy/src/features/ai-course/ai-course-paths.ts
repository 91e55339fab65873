// The AI course's pages (spec part 1 and 3, "AI study") and the links between them.
import { withQuery } from 'shared-ui/router';

export const AISTUDY_PATHS = {
  home: '/aistudy',
  list: '/aistudy/list',
  practice: '/aistudy/practice',
  practiceResult: '/aistudy/practice/result',
  testingIndex: '/aistudy/testing/index',
  testingDetails: '/aistudy/testing/details',
  report: '/aistudy/report',
  recommendDetails: '/aistudy/recommend/details',
  recommendResult: '/aistudy/recommend/result',
  document: '/aistudy/document',
} as const;

/** Route names (the spec names /aistudy's tab aiStudy; the others follow it). */
export const AISTUDY_ROUTE_NAMES = {
  home: 'aiStudy',
  list: 'aiStudyList',
  practice: 'aiStudyPractice',
  practiceResult: 'aiStudyPracticeResult',
  testingIndex: 'aiStudyTestingIndex',
  testingDetails: 'aiStudyTestingDetails',
  report: 'aiStudyReport',
  recommendDetails: 'aiStudyRecommendDetails',
  recommendResult: 'aiStudyRecommendResult',
  document: 'aiStudyDocument',
} as const;

/** The four steps of a lesson, in the order they are taken. */
export const LESSON_STEPS = ['video', 'explanation', 'review', 'consolidation'] as const;
export type LessonStep = (typeof LESSON_STEPS)[number];
/** The steps played by the exercise engine (they have a run, a score and logs). */
export type ExerciseStep = Extract<LessonStep, 'review' | 'consolidation'>;

export const isLessonStep = (value: string | null): value is LessonStep => LESSON_STEPS.includes(value as LessonStep);
export const isExerciseStep = (value: string | null): value is ExerciseStep => value === 'review' || value === 'consolidation';

export const courseLessonsHref = (courseId: number) => withQuery(AISTUDY_PATHS.list, { course_id: courseId });
export const practiceHref = (lessonId: number, step?: LessonStep, from?: 'again') => withQuery(AISTUDY_PATHS.practice, { lesson_id: lessonId, step, from });
export const practiceResultHref = (lessonId: number, step: ExerciseStep, guid: string) => withQuery(AISTUDY_PATHS.practiceResult, { lesson_id: lessonId, step, guid });
export const testingIndexHref = (courseId: number) => withQuery(AISTUDY_PATHS.testingIndex, { course_id: courseId });
export const testingDetailsHref = (courseId: number, guid?: string) => withQuery(AISTUDY_PATHS.testingDetails, { course_id: courseId, guid });
export const recommendDetailsHref = (courseId: number, resourceId?: number, from?: 'again') => withQuery(AISTUDY_PATHS.recommendDetails, { course_id: courseId, resource_id: resourceId, from });
export const recommendResultHref = (courseId: number, resourceId: number, guid: string) => withQuery(AISTUDY_PATHS.recommendResult, { course_id: courseId, resource_id: resourceId, guid });
