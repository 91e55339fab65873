import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { LessonStep } from '../ai-course-paths';

export type CourseLesson = {
  lesson_id: number;
  position: number;
  title: string;
  title_en: string;
  skills: string[];
  done: 0 | 1;
  steps: { resource_id: number; kind: LessonStep; done: 0 | 1 }[];
  progress_percent: number;
};

export type CourseExercises = {
  course: { course_id: number; title: string; title_en: string; cefr: string; description: string };
  lessons: CourseLesson[];
  /** The course test opens once every lesson is done. */
  test: { unlocked: 0 | 1; best_score: number | null; last_guid: string | null };
};

export const COURSE_EXERCISES_PATH = '/ai/course/exercise/index';

export const getCourseExercises = (courseId: number, signal?: AbortSignal) => apiGet<CourseExercises>(COURSE_EXERCISES_PATH, { course_id: courseId }, { signal });

export const courseExercisesQuery = (courseId: number) => queryOptions({ queryKey: [COURSE_EXERCISES_PATH, courseId], queryFn: ({ signal }) => getCourseExercises(courseId, signal) });

/** A course's lessons with their four steps and the student's done marks, and whether the test is open. */
export const useCourseExercises = (courseId: number | undefined) => useQuery({ ...courseExercisesQuery(courseId ?? 0), enabled: courseId !== undefined });

/** Lessons not done yet: the reason the course test is still locked. */
export const lessonsLeft = (exercises: CourseExercises) => exercises.lessons.filter((lesson) => lesson.done !== 1).length;
