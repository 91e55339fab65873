import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type ExerciseStepState = { resource_id: number; exercise_resource_id: number; done: 0 | 1; best_score: number | null; last_guid: string | null };

export type LessonVideo = {
  resource_id: number;
  /** Absolute paths under /resources/. */
  url: string;
  poster_url: string;
  captions: { lang: 'ja' | 'en'; label: string; url: string }[];
  duration_seconds: number;
  /** Seconds the student has really played (the server keeps the largest it was sent). */
  watched_seconds: number;
  /** Where the student stopped: playback resumes there. */
  last_position: number;
  done: 0 | 1;
};

export type LessonExplanation = {
  resource_id: number;
  intro: string;
  sections: { heading: string; body: string[]; examples: { en: string; ja: string; note?: string | null }[] }[];
  key_phrases: { en: string; ja: string }[];
  done: 0 | 1;
};

export type LessonPart = {
  lesson: { lesson_id: number; course_id: number; title: string; title_en: string; skills: string[] };
  video: LessonVideo;
  explanation: LessonExplanation;
  review: ExerciseStepState;
  consolidation: ExerciseStepState;
  next_lesson_id: number | null;
};

export const LESSON_PART_PATH = '/ai/course/exercise/part';

export const getLessonPart = (lessonId: number, signal?: AbortSignal) => apiGet<LessonPart>(LESSON_PART_PATH, { lesson_id: lessonId }, { signal });

export const lessonPartQuery = (lessonId: number) => queryOptions({ queryKey: [LESSON_PART_PATH, lessonId], queryFn: ({ signal }) => getLessonPart(lessonId, signal) });

/** One lesson: its video, explanation and the two exercise steps with the student's state in each. */
export const useLessonPart = (lessonId: number | undefined) => useQuery({ ...lessonPartQuery(lessonId ?? 0), enabled: lessonId !== undefined });
