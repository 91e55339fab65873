import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { news } from '../../db/tables/news';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { emptyBody, idListParam, idParam, isoTime, noQuery, paging, responses, studentQuery, text } from '../../http/schemas';
import { assertTeacherOfClass } from '../accounts/service';
import { listNews, markRead, newsDetail, unreadCount } from './service';

const flag01 = z.union([z.literal(0), z.literal(1)]);
const category = z.enum(['notice', 'homework', 'event', 'maintenance']);

const newsItem = z.object({
  news_id: z.number().int(),
  category,
  title: z.string(),
  summary: z.string(),
  jump_schema: z.number().int().describe('2 宿題詳細、3 お知らせ詳細、4 なし、5 CEFR ホーム、6 ホーム'),
  published_at: isoTime,
  is_read: flag01,
});

export async function newsRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const tags = ['news'];

  app.get(
    '/homework-for-student/new-notice-total',
    {
      config: { auth: 'student' },
      schema: { summary: '未読のお知らせ数（ヘッダーのバッジ）', tags, querystring: studentQuery, response: responses(z.object({ new_msg_num: z.number().int() })) },
    },
    async (request) => ok({ new_msg_num: await unreadCount(db, currentUser(request)) }),
  );

  app.get(
    '/news/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'お知らせ一覧（新しい順、未読数つき）',
        tags,
        querystring: studentQuery.extend(paging(20, 50)),
        response: responses(z.object({ list: z.array(newsItem), total: z.number().int(), unread_count: z.number().int(), page: z.number().int(), limit: z.number().int() })),
      },
    },
    async (request) => ok(await listNews(db, currentUser(request), request.query.page, request.query.limit)),
  );

  app.get(
    '/news/detail',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'お知らせの詳細（既読にはしない。既読は POST /v3/news/mark-read）',
        tags,
        querystring: studentQuery.extend({ news_id: idParam() }),
        response: responses(newsItem.extend({ content: z.string(), author_name: z.string() })),
      },
    },
    async (request) => ok(await newsDetail(db, currentUser(request), request.query.news_id)),
  );

  app.post(
    '/news/mark-read',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'お知らせを既読にする（news_id、またはカンマ区切りで複数）',
        tags,
        querystring: studentQuery,
        body: z
          .object({
            news_id: idListParam(100, 'news_id は数字（複数はカンマ区切り、100件まで）で指定してください'),
          })
          .strict(),
        response: responses(z.object({ marked: z.number().int(), new_msg_num: z.number().int() })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const marked = await db.transaction((tx) => markRead(tx, student, request.body.news_id));
      return ok({ marked, new_msg_num: await unreadCount(db, student) });
    },
  );

  app.post(
    '/news/mark-all-read',
    {
      config: { auth: 'student' },
      schema: { summary: 'すべてのお知らせを既読にする', tags, querystring: studentQuery, body: emptyBody, response: responses(z.object({ marked: z.number().int(), new_msg_num: z.number().int() })) },
    },
    async (request) => {
      const student = currentUser(request);
      const marked = await db.transaction((tx) => markRead(tx, student, 'all'));
      return ok({ marked, new_msg_num: await unreadCount(db, student) });
    },
  );

  app.post(
    '/teacher/news/create',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'クラスへのお知らせ（先生: 担当クラスに）',
        description: 'クラスの生徒のお知らせ一覧と未読数に、すぐに加わる。jump_schema は 3（お知らせ詳細）が既定。',
        tags,
        querystring: noQuery,
        body: z
          .object({
            class_id: idParam(),
            title: text(100),
            summary: z.string().trim().max(200).default(''),
            content: text(5000),
            category: category.default('notice'),
            jump_schema: z.coerce.number().int().min(2).max(6).default(3),
          })
          .strict(),
        response: responses(z.object({ news_id: z.number().int() })),
      },
    },
    async (request) => {
      const teacher = currentUser(request);
      const body = request.body;
      await assertTeacherOfClass(db, teacher, body.class_id);
      const [created] = await db
        .insert(news)
        .values({
          newsKey: `teacher-${randomUUID()}`,
          schoolId: teacher.schoolId,
          classId: body.class_id,
          category: body.category,
          title: body.title,
          summary: body.summary,
          content: body.content,
          jumpSchema: body.jump_schema,
          authorId: teacher.id,
        })
        .returning({ id: news.id });
      return ok({ news_id: created!.id });
    },
  );
}
