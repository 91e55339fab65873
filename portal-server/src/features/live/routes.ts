import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { badRequest, ok } from '../../http/reply';
import { idParam, isoTime, paging, responses, studentQuery, text } from '../../http/schemas';
import { assertTeacherOfClass } from '../accounts/service';
import { createLiveClass, listLiveClasses } from './service';

const flag = z.union([z.literal(0), z.literal(1)]);

const liveItem = z.object({
  live_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_name: z.string(),
  starts_at: isoTime,
  ends_at: isoTime,
  duration_minutes: z.number().int(),
  status: z.enum(['upcoming', 'live', 'ended']),
  can_join: flag.describe('1: 今入室できる（開始15分前から終了まで）'),
  join_url: z.string().describe('入室できる間だけ入る'),
  opens_at: isoTime,
});

/** At most a school day; longer is a typo in the times. */
const MAX_LIVE_MS = 12 * 60 * 60 * 1000;

export async function liveRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/live/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ライブ授業の一覧（自分のクラス）',
        description: 'status=current（既定）: 終わっていない授業（開催中、次に始まる順）。status=past: 終わった授業（新しい順）。',
        tags: ['live'],
        querystring: studentQuery.extend({ status: z.enum(['current', 'past']).default('current'), ...paging(20, 50) }),
        response: responses(z.object({ page: z.number().int(), limit: z.number().int(), has_more: flag, items: z.array(liveItem) })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { status, page, limit } = request.query;
      return ok(await listLiveClasses(db, student.id, status, { page, limit }));
    },
  );

  app.post(
    '/teacher/live/create',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'ライブ授業を予定する（先生: 担当クラスに）',
        tags: ['live'],
        querystring: z.object({}).strict(),
        body: z
          .object({
            class_id: idParam(),
            title: text(100),
            description: z.string().trim().max(1000).optional(),
            starts_at: z.iso.datetime({ offset: true }),
            ends_at: z.iso.datetime({ offset: true }),
            join_url: z
              .string()
              .trim()
              .max(500)
              .url()
              .refine((value) => value.startsWith('https://'), '入室 URL は https:// で始まる必要があります'),
          })
          .strict(),
        response: responses(z.object({ live_id: z.number().int() })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      await assertTeacherOfClass(db, user, body.class_id);
      const startsAt = new Date(body.starts_at);
      const endsAt = new Date(body.ends_at);
      if (endsAt.getTime() <= startsAt.getTime()) throw badRequest('終了時刻は開始時刻より後にしてください。');
      if (endsAt.getTime() - startsAt.getTime() > MAX_LIVE_MS) throw badRequest('ライブ授業は12時間以内にしてください。');
      const id = await createLiveClass(db, {
        classId: body.class_id,
        teacherId: user.id,
        title: body.title,
        description: body.description ?? '',
        startsAt,
        endsAt,
        joinUrl: body.join_url,
      });
      return ok({ live_id: id });
    },
  );
}
