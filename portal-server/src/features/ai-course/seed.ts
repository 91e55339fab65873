import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiCourses, aiLessons, aiLessonSteps, AI_STEP_KINDS, type AiLessonExplanation } from '../../db/tables/ai-course';
import { resources } from '../../db/tables/resources';
import { readAiCourseContent, type LessonContent } from './content-schema';

const explanationOf = (lesson: LessonContent): AiLessonExplanation => ({
  intro: lesson.explanation.intro_ja,
  sections: lesson.explanation.sections.map((section) => ({
    heading: section.heading_ja,
    body: section.body_ja,
    examples: section.examples.map((example) => ({ en: example.en, ja: example.ja, note: example.note_ja ?? '' })),
  })),
  key_phrases: lesson.explanation.key_phrases,
});

/**
 * Loads the AI course (content/ai-course/): courses by code, lessons by position, and each
 * lesson's four steps by kind, so their ids (the `resource_id` of the submit calls) stay the same
 * across reseeds. The review, consolidation and test resources are kept as codes here: they are
 * seeded later with the other exercises, and `linkAiCourseExercises` resolves them. Safe to rerun.
 */
export async function seedAiCourses(db: Database): Promise<number> {
  const content = readAiCourseContent();
  for (const [sort, { course, lessons }] of content.entries()) {
    await db.transaction(async (tx) => {
      const row = { code: course.code, titleJa: course.title_ja, titleEn: course.title_en, cefr: course.cefr, descriptionJa: course.description_ja, sort, testCode: course.test };
      const [saved] = await tx.insert(aiCourses).values(row).onConflictDoUpdate({ target: aiCourses.code, set: row }).returning({ id: aiCourses.id });
      const courseId = saved!.id;
      for (const [position, lesson] of lessons.entries()) {
        const entry = course.lessons[position]!;
        const lessonRow = { courseId, position, titleJa: entry.title_ja, titleEn: entry.title_en, skills: lesson.skills, explanation: explanationOf(lesson) };
        const [savedLesson] = await tx
          .insert(aiLessons)
          .values(lessonRow)
          .onConflictDoUpdate({ target: [aiLessons.courseId, aiLessons.position], set: lessonRow })
          .returning({ id: aiLessons.id });
        for (const [stepPosition, kind] of AI_STEP_KINDS.entries()) {
          const exerciseCode = kind === 'review' ? lesson.review : kind === 'consolidation' ? lesson.consolidation : null;
          const stepRow = { lessonId: savedLesson!.id, kind, position: stepPosition, exerciseCode };
          await tx.insert(aiLessonSteps).values(stepRow).onConflictDoUpdate({ target: [aiLessonSteps.lessonId, aiLessonSteps.kind], set: { position: stepPosition, exerciseCode } });
        }
      }
      await tx.delete(aiLessons).where(and(eq(aiLessons.courseId, courseId), gt(aiLessons.position, lessons.length - 1)));
    });
  }
  return content.length;
}

/**
 * Points the review and consolidation steps and the course tests at their engine resources
 * (content/exercises/ai-course/, seeded with the exercises). A code without its resource stops
 * the seed: a lesson whose review cannot be played is broken content, not an empty step.
 */
export async function linkAiCourseExercises(db: Database): Promise<void> {
  const steps = await db.select({ id: aiLessonSteps.id, code: aiLessonSteps.exerciseCode }).from(aiLessonSteps).where(isNotNull(aiLessonSteps.exerciseCode));
  const courses = await db.select({ id: aiCourses.id, code: aiCourses.testCode }).from(aiCourses).where(isNotNull(aiCourses.testCode));
  const codes = [...new Set([...steps, ...courses].map((row) => row.code!))];
  const found = codes.length ? await db.select({ id: resources.id, code: resources.code }).from(resources).where(inArray(resources.code, codes)) : [];
  const idOf = new Map(found.map((row) => [row.code, row.id]));
  const missing = codes.filter((code) => !idOf.has(code));
  if (missing.length) throw new Error(`ai-course: these exercise resources are not seeded (content/exercises/ai-course/): ${missing.join(', ')}`);
  await db.transaction(async (tx) => {
    for (const step of steps) await tx.update(aiLessonSteps).set({ exerciseResourceId: idOf.get(step.code!)! }).where(eq(aiLessonSteps.id, step.id));
    for (const course of courses) await tx.update(aiCourses).set({ testResourceId: idOf.get(course.code!)! }).where(eq(aiCourses.id, course.id));
  });
}
