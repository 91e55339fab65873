// The AI course's content at the volumes the product promises: 4 courses and 14 lessons, each
// lesson with a video of 5-8 slides, a full explanation, a review and a consolidation of 6-8
// questions, and per course a test of 15-20 questions that measures every skill its lessons train
// (listening included). Every code a lesson or course names resolves to an AI course resource.
import { describe, expect, it } from 'vitest';
import { readExerciseContent } from '../textbook/content-build';
import { aiCourseLinkProblems, aiCourseTestCode } from '../textbook/content-schema-ai-course';
import type { ExerciseResourceSource } from '../textbook/content-schema';
import { readAiCourseContent } from './content-schema';

const courses = readAiCourseContent();
const files = readExerciseContent().aiCourse;
const resources = new Map(files.flatMap((file) => file.resources.map((resource) => [resource.code, resource] as const)));
const skills = Object.assign({}, ...files.map((file) => file.skills)) as Record<string, string>;

type Json = Record<string, unknown>;
/** A passage item (cloze, reading) counts each of its questions; other items count once. */
const questionCount = (resource: ExerciseResourceSource) => resource.items.reduce((sum, item) => sum + ((item as Json).questions as unknown[] | undefined ?? [0]).length, 0);
const resourceOf = (code: string) => {
  const resource = resources.get(code);
  if (!resource) throw new Error(`resource ${code} is missing`);
  return resource;
};
/** Symbols and Latin abbreviations the synthesised voice reads wrongly or not at all. */
const UNSPEAKABLE = /[&%@#/<>[\]{}_|*~^=+]|\be\.g\.|\bi\.e\.|\betc\./;
const hasJapanese = (text: unknown) => typeof text === 'string' && /[\u3040-\u30ff\u4e00-\u9fff]/.test(text);

describe('AI course content', () => {
  it('has 4 courses and 14 lessons', () => {
    expect(courses).toHaveLength(4);
    expect(courses.reduce((sum, entry) => sum + entry.lessons.length, 0)).toBe(14);
  });

  it('ties every lesson and course to its resources, and leaves no resource unused', () => {
    expect(aiCourseLinkProblems(files, courses)).toEqual([]);
  });

  it('gives every lesson a video of 5-8 slides of 2-5 cues written to be read aloud, and a full explanation', () => {
    for (const { course, lessons } of courses) {
      for (const lesson of lessons) {
        const where = `${course.code}/${lesson.lesson}`;
        expect(lesson.video.slides.length, where).toBeGreaterThanOrEqual(5);
        expect(lesson.video.slides.length, where).toBeLessThanOrEqual(8);
        for (const slide of lesson.video.slides) {
          expect(slide.narration.length, `${where} ${slide.heading}`).toBeGreaterThanOrEqual(2);
          expect(slide.narration.length, `${where} ${slide.heading}`).toBeLessThanOrEqual(5);
          for (const cue of slide.narration) {
            expect(cue.en, where).not.toMatch(UNSPEAKABLE);
            expect(hasJapanese(cue.ja), `${where} ${cue.en}`).toBe(true);
          }
        }
        expect(lesson.explanation.sections.length, where).toBeGreaterThanOrEqual(3);
        expect(lesson.explanation.key_phrases.length, where).toBeGreaterThanOrEqual(6);
        for (const section of lesson.explanation.sections) expect(section.examples.length, `${where} ${section.heading_ja}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  // The floor counts questions (a cloze or reading passage asks several), the ceiling the engine's
  // screens (items), so a step stays a few minutes long either way.
  it('gives every lesson a review and a consolidation of at least 6 questions on at most 8 screens', () => {
    for (const { course, lessons } of courses) {
      for (const lesson of lessons) {
        for (const code of [lesson.review, lesson.consolidation]) {
          const resource = resourceOf(code);
          expect(questionCount(resource), `${course.code}/${lesson.lesson} ${code}`).toBeGreaterThanOrEqual(6);
          expect(resource.items.length, `${course.code}/${lesson.lesson} ${code}`).toBeLessThanOrEqual(8);
        }
      }
    }
  });

  it('gives every course a test of 15-20 questions over every skill its lessons train, listening included', () => {
    for (const { course, lessons } of courses) {
      const test = resourceOf(aiCourseTestCode(course.code));
      expect(questionCount(test), course.code).toBeGreaterThanOrEqual(15);
      expect(test.items.length, course.code).toBeLessThanOrEqual(20);
      const measured = new Set(test.items.map((item) => skills[item.id]));
      const trained = new Set(lessons.flatMap((lesson) => lesson.skills));
      for (const skill of trained) expect(measured.has(skill), `${course.code}: the test measures ${skill}`).toBe(true);
      // Listening can come out weak or strong only with several recorded items.
      const listening = test.items.filter((item) => skills[item.id] === 'listening' && 'audio' in item && item.audio);
      expect(listening.length, course.code).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes the recordings of the exercises to be read aloud', () => {
    for (const resource of resources.values()) {
      for (const item of resource.items as Json[]) for (const line of (item.audio as { text: string }[] | undefined) ?? []) expect(line.text, String(item.id)).not.toMatch(UNSPEAKABLE);
    }
  });

  it('explains every answer in Japanese', () => {
    for (const resource of resources.values()) {
      for (const item of resource.items as Json[]) {
        const questions = item.questions as Json[] | undefined;
        if (questions) for (const [at, question] of questions.entries()) expect(hasJapanese(question.explanation) || hasJapanese(item.explanation), `${String(item.id)} question ${at + 1}`).toBe(true);
        else expect(hasJapanese(item.explanation), String(item.id)).toBe(true);
      }
    }
  });
});
