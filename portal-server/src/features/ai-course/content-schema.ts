// The AI course's content (spec part 3, "AI course"), checked before anything is seeded or built:
// content/ai-course/courses.yaml lists the courses and their lessons; each lesson has its own file,
// content/ai-course/lessons/<course code>/<lesson number>.yaml, with the video's slides and
// narration, the explanation, and the codes of its review and consolidation exercises (engine
// resources in content/exercises/ai-course/). Each course names one test resource there too.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, readContent } from '../../lib/content-source';
import { AI_SKILLS, type AiSkill } from '../textbook/content-schema-ai-course';

// The skills a lesson trains and the recommendation weighs: the same list as the skills its
// exercise items measure (textbook/content-schema-ai-course.ts), so it is defined there once.
export { AI_SKILLS, type AiSkill };

const resourceCode = z.string().regex(/^[a-z0-9-]+$/);
const text = z.string().trim().min(1);

const courseEntry = z
  .object({
    code: z.string().regex(/^[a-z0-9-]+$/),
    title_ja: text,
    title_en: text,
    cefr: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
    description_ja: text,
    /** The course test: an engine resource in content/exercises/ai-course/. */
    test: resourceCode,
    lessons: z.array(z.object({ title_ja: text, title_en: text }).strict()).min(1),
  })
  .strict();

export const coursesFile = z.object({ courses: z.array(courseEntry).min(1) }).strict();
export type CourseEntry = z.output<typeof courseEntry>;

/** One cue of narration: what the synthesised voice says, and its Japanese caption. */
const narrationCue = z.object({ en: text.max(220), ja: text.max(160) }).strict();

/** A slide of the lesson video: shown while its cues are spoken. */
const slide = z
  .object({
    heading: text.max(48),
    heading_ja: text.max(32),
    /** The English lines printed on the slide (examples, key phrases), at most 6. */
    lines: z.array(text.max(64)).min(1).max(6),
    narration: z.array(narrationCue).min(1).max(6),
  })
  .strict();

const example = z.object({ en: text, ja: text, note_ja: text.optional() }).strict();

const explanationSection = z
  .object({
    heading_ja: text,
    /** Paragraphs of the explanation in Japanese; English phrases may appear inline. */
    body_ja: z.array(text).min(1),
    examples: z.array(example).default([]),
  })
  .strict();

export const lessonFile = z
  .object({
    course: z.string().regex(/^[a-z0-9-]+$/),
    /** 1-based, the lesson's place in courses.yaml. */
    lesson: z.number().int().min(1),
    title_en: text,
    /** What the lesson trains; the recommendation and the report group scores by these. */
    skills: z.array(z.enum(AI_SKILLS)).min(1),
    video: z.object({ slides: z.array(slide).min(4).max(10) }).strict(),
    explanation: z
      .object({
        intro_ja: text,
        sections: z.array(explanationSection).min(2),
        key_phrases: z.array(z.object({ en: text, ja: text }).strict()).min(4),
      })
      .strict(),
    review: resourceCode,
    consolidation: resourceCode,
  })
  .strict();

export type LessonContent = z.output<typeof lessonFile>;
export type AiCourseContent = { course: CourseEntry; lessons: LessonContent[] }[];

/** Reads and cross-checks the whole AI course: every lesson of courses.yaml has its file, and no file is extra. */
export function readAiCourseContent(): AiCourseContent {
  const { courses } = readContent('ai-course/courses.yaml', coursesFile);
  const problems: string[] = [];
  const content = courses.map((course) => {
    const lessons = course.lessons.map((entry, index) => {
      const relative = `ai-course/lessons/${course.code}/${index + 1}.yaml`;
      const lesson = readContent(relative, lessonFile);
      if (lesson.course !== course.code || lesson.lesson !== index + 1) problems.push(`${relative}: course と lesson はファイルの場所（${course.code} の ${index + 1}）と同じにしてください`);
      if (lesson.title_en !== entry.title_en) problems.push(`${relative}: title_en が courses.yaml（${entry.title_en}）と違います`);
      return lesson;
    });
    const folder = path.join(CONTENT_DIR, 'ai-course', 'lessons', course.code);
    const extra = fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => !/^\d+\.yaml$/.test(file) || Number(file.split('.')[0]) > course.lessons.length) : [];
    for (const file of extra) problems.push(`ai-course/lessons/${course.code}/${file}: courses.yaml にないレッスンです`);
    return { course, lessons };
  });
  if (problems.length) throw new Error(`content ai-course: ${problems.join('; ')}`);
  return content;
}
