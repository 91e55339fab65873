import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { aiCourses, aiLessons } from '../../db/tables/ai-course';
import { readContent } from '../../lib/content-source';

const coursesFile = z.object({
  courses: z
    .array(
      z
        .object({
          code: z.string().regex(/^[a-z0-9-]+$/),
          title_ja: z.string().min(1),
          title_en: z.string().min(1),
          cefr: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
          description_ja: z.string().min(1),
          lessons: z.array(z.object({ title_ja: z.string().min(1), title_en: z.string().min(1) }).strict()).min(1),
        })
        .strict(),
    )
    .min(1),
});

/** Loads content/ai-course/courses.yaml; safe to run again (courses by code, lessons by position). */
export async function seedAiCourses(db: Database): Promise<number> {
  const { courses } = readContent('ai-course/courses.yaml', coursesFile);
  for (const [sort, course] of courses.entries()) {
    await db.transaction(async (tx) => {
      const row = { code: course.code, titleJa: course.title_ja, titleEn: course.title_en, cefr: course.cefr, descriptionJa: course.description_ja, sort };
      const [saved] = await tx.insert(aiCourses).values(row).onConflictDoUpdate({ target: aiCourses.code, set: row }).returning({ id: aiCourses.id });
      const courseId = saved!.id;
      for (const [position, lesson] of course.lessons.entries()) {
        const lessonRow = { courseId, position, titleJa: lesson.title_ja, titleEn: lesson.title_en };
        await tx.insert(aiLessons).values(lessonRow).onConflictDoUpdate({ target: [aiLessons.courseId, aiLessons.position], set: lessonRow });
      }
      await tx.delete(aiLessons).where(and(eq(aiLessons.courseId, courseId), gt(aiLessons.position, course.lessons.length - 1)));
    });
  }
  return courses.length;
}
