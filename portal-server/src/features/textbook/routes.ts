import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { listProgressFields, resourceSummarySchema } from '../answer-records/responses';
import { SKILLUP_TYPES } from './content-schema';
import { bookList, skillupList, unitDirectory, unitList } from './service';

// The textbook catalogue (/bookList, /unitDirectory, /unitList) and the skill-up lists
// (/skillup/list/:type). The spec leaves these paths open; these are ours. Answers, results
// and next-resource go through the practice calls (/textbook/answer-record and friends).

const book = z.object({
  book_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_jp: z.string(),
  description_jp: z.string(),
  level: z.string(),
  cover: z.string().describe('表紙の画像 URL（/resources/...）'),
});

const unit = z.object({ unit_id: z.number().int(), book_id: z.number().int(), code: z.string(), number: z.number().int(), title: z.string(), title_jp: z.string() });


export async function textbookRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/textbook/book-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '教科書の一覧（/bookList）',
        tags: ['textbook'],
        querystring: studentQuery,
        response: responses(z.object({ items: z.array(book.extend({ unit_count: z.number().int(), ...listProgressFields })) })),
      },
    },
    async (request) => ok(await bookList(db, currentUser(request).id)),
  );

  app.get(
    '/textbook/unit-directory',
    {
      config: { auth: 'student' },
      schema: {
        summary: '教科書の目次（/unitDirectory）',
        tags: ['textbook'],
        querystring: studentQuery.extend({ book_id: idParam() }),
        response: responses(z.object({ book, units: z.array(unit.extend({ ...listProgressFields, types: z.array(z.string()) })) })),
      },
    },
    async (request) => ok(await unitDirectory(db, currentUser(request).id, request.query.book_id)),
  );

  app.get(
    '/textbook/unit-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ユニットの教材一覧と進み具合（/unitList）',
        tags: ['textbook'],
        querystring: studentQuery.extend({ unit_id: idParam() }),
        response: responses(z.object({ book, unit, resources: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await unitList(db, currentUser(request).id, request.query.unit_id)),
  );

  app.get(
    '/skillup/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'スキルアップの教材一覧（/skillup/list/:type）',
        tags: ['textbook'],
        querystring: studentQuery.extend({ type: z.enum(SKILLUP_TYPES, { message: `type は ${SKILLUP_TYPES.join(', ')} のいずれかです` }) }),
        response: responses(z.object({ type: z.string(), resources: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await skillupList(db, currentUser(request).id, request.query.type)),
  );
}
