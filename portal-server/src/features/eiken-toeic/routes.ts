import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { eikenLevels, studentEikenLevels } from '../../db/tables/eiken-toeic';
import { currentUser } from '../../http/auth';
import { badRequest, ok } from '../../http/reply';
import { studentQuery } from '../../http/schemas';

export async function eikenToeicRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get('/eiken-toeic/level-list', { config: { auth: 'student' }, schema: { querystring: studentQuery } }, async (request) => {
    const student = currentUser(request);
    const levels = await db.select().from(eikenLevels).orderBy(asc(eikenLevels.sort));
    const [chosen] = await db.select({ levelId: studentEikenLevels.levelId }).from(studentEikenLevels).where(eq(studentEikenLevels.userId, student.id));
    return ok({
      current_level_id: chosen?.levelId ?? null,
      list: levels.map((level) => ({
        level_id: level.id,
        code: level.code,
        exam: level.exam,
        name: level.nameJa,
        name_en: level.nameEn,
        cefr: level.cefr,
        description: level.descriptionJa,
        sample_en: level.sampleEn,
        sample_ja: level.sampleJa,
      })),
    });
  });

  app.post('/eiken-toeic/submit-level', {
    config: { auth: 'student' },
    schema: { querystring: studentQuery, body: z.object({ level_id: z.coerce.number().int().positive().max(2_147_483_647) }).strict() },
  }, async (request) => {
    const student = currentUser(request);
    const [level] = await db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.id, request.body.level_id));
    if (!level) throw badRequest('選んだレベルが見つかりません。一覧から選び直してください。');
    const now = new Date();
    await db
      .insert(studentEikenLevels)
      .values({ userId: student.id, levelId: level.id, updatedAt: now })
      .onConflictDoUpdate({ target: studentEikenLevels.userId, set: { levelId: level.id, updatedAt: now } });
    return ok({ level_id: level.id });
  });
}
