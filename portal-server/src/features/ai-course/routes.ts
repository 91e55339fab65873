import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { aiCourses, aiLessons } from '../../db/tables/ai-course';
import { ok } from '../../http/reply';
import { studentQuery } from '../../http/schemas';

export async function aiCourseRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get('/ai/course/index', { config: { auth: 'student' }, schema: { querystring: studentQuery } }, async () => {
    const courses = await db.select().from(aiCourses).orderBy(asc(aiCourses.sort));
    const lessons = await db.select().from(aiLessons).orderBy(asc(aiLessons.courseId), asc(aiLessons.position));
    return ok({
      list: courses.map((course) => {
        const own = lessons.filter((lesson) => lesson.courseId === course.id);
        return {
          course_id: course.id,
          code: course.code,
          title: course.titleJa,
          title_en: course.titleEn,
          cefr: course.cefr,
          description: course.descriptionJa,
          lesson_count: own.length,
          lessons: own.map((lesson) => ({ lesson_id: lesson.id, title: lesson.titleJa, title_en: lesson.titleEn })),
        };
      }),
    });
  });
}
