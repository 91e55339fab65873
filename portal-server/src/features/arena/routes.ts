import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { arenaTypes } from '../../db/tables/arena';
import { ok } from '../../http/reply';
import { studentQuery } from '../../http/schemas';

export async function arenaRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get('/arena/get-type-list', { config: { auth: 'student' }, schema: { querystring: studentQuery } }, async () => {
    const rows = await db.select().from(arenaTypes).orderBy(asc(arenaTypes.sort));
    return ok({
      list: rows.map((type) => ({
        type_id: type.id,
        code: type.code,
        name: type.nameJa,
        name_en: type.nameEn,
        description: type.descriptionJa,
        question_count: type.questionCount,
        seconds_per_question: type.secondsPerQuestion,
      })),
    });
  });
}
