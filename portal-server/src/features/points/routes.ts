import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, isoTime, paging, responses, studentQuery } from '../../http/schemas';
import { claimMission, MISSION_TYPES, missionViews, monthsForSelect, pointLogs, studentIndex, takeReachMessages } from './service';

const missionView = z
  .object({
    mission_id: z.number().int(),
    type_id: z.number().int(),
    title: z.string(),
    description: z.string(),
    target: z.number().int(),
    progress: z.number().int(),
    points: z.number().int(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0: 未達成、1: 達成（受け取り可能）、2: 受け取り済み'),
    period_key: z.string(),
  })
  .meta({ id: 'Mission' });

const typeIds = MISSION_TYPES.map((type) => type.type_id);

/** "2025-04" or "2025-04-03" (Tokyo calendar). */
const logDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, '日付は 2025-04 または 2025-04-03 の形で指定してください')
  .refine(isCalendarDate, '存在しない日付です');

function isCalendarDate(value: string): boolean {
  if (value.length === 7) return true;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

export async function pointsRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const tags = ['points'];

  app.get(
    '/integral/student-index',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ポイントの概要（合計、今日・今週・今月、未受け取りミッション数、レベル）',
        tags,
        querystring: studentQuery,
        response: responses(
          z.object({
            total_points: z.number().int(),
            today_points: z.number().int(),
            week_points: z.number().int(),
            month_points: z.number().int(),
            unclaimed_count: z.number().int(),
            level: z.number().int(),
            level_name: z.string(),
            next_level_points: z.number().int(),
            mission_types: z.array(z.object({ type_id: z.number().int(), name: z.string() })),
          }),
        ),
      },
    },
    async (request) => ok(await studentIndex(db, context.database.changes, currentUser(request).id)),
  );

  app.get(
    '/integral/mission-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '種類ごとのミッション一覧と進み具合',
        description: 'type_id: 1 デイリー（既定）、2 ウィークリー、3 チャレンジ（一度きり）。',
        tags,
        querystring: studentQuery.extend({
          type_id: z.coerce
            .number()
            .int()
            .refine((id) => typeIds.includes(id as 1 | 2 | 3), 'type_id は 1、2、3 のいずれかです')
            .default(1),
        }),
        response: responses(z.object({ type_id: z.number().int(), list: z.array(missionView) })),
      },
    },
    async (request) => ok({ type_id: request.query.type_id, list: await missionViews(db, context.database.changes, currentUser(request).id, request.query.type_id) }),
  );

  app.post(
    '/integral/mission-get-points',
    {
      config: { auth: 'student' },
      schema: {
        summary: '達成したミッションのポイントを受け取る（一度だけ、何度送っても同じ結果）',
        description: '受け取り済みなら already_claimed=1、points_awarded=0 で成功する。未達成は 400、存在しないミッションは 404。',
        tags,
        querystring: studentQuery,
        body: z.object({ mission_id: idParam() }).strict(),
        response: responses(
          z.object({ mission_id: z.number().int(), points_awarded: z.number().int(), already_claimed: z.union([z.literal(0), z.literal(1)]), total_points: z.number().int() }),
        ),
      },
    },
    async (request) => ok(await claimMission(db, currentUser(request).id, request.body.mission_id)),
  );

  app.get(
    '/integral/date-for-select',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ポイント履歴を絞り込む月の一覧（今月から year_num 年分）',
        tags,
        querystring: studentQuery.extend({ year_num: z.coerce.number().int().min(1).max(5).default(1) }),
        response: responses(z.object({ list: z.array(z.object({ date: z.string(), label: z.string() })) })),
      },
    },
    async (request) => {
      currentUser(request);
      return ok({ list: monthsForSelect(request.query.year_num) });
    },
  );

  app.get(
    '/integral/mission-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ポイント履歴（月 2025-04 または日 2025-04-03 で絞り込み、10件ずつ）',
        tags,
        querystring: studentQuery.extend({ date: logDate.optional(), ...paging(10, 50) }),
        response: responses(
          z.object({
            list: z.array(z.object({ log_id: z.number().int(), points: z.number().int(), reason: z.string(), created_at: isoTime })),
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
            period_points: z.number().int(),
          }),
        ),
      },
    },
    async (request) => ok(await pointLogs(db, currentUser(request).id, request.query)),
  );

  app.get(
    '/integral/total-unclaimed-mission',
    {
      config: { auth: 'student' },
      schema: { summary: '未受け取りの達成ミッション数', tags, querystring: studentQuery, response: responses(z.object({ total: z.number().int() })) },
    },
    async (request) => {
      const views = await missionViews(db, context.database.changes, currentUser(request).id, undefined);
      return ok({ total: views.filter((view) => view.status === 1).length });
    },
  );

  app.get(
    '/integral/mission-reach-message',
    {
      config: { auth: 'student' },
      schema: {
        summary: '新しく達成したミッションのお知らせ（それぞれ一度だけ返す）',
        tags,
        querystring: studentQuery,
        response: responses(
          z.object({ items: z.array(z.object({ mission_id: z.number().int(), type_id: z.number().int(), message_title: z.string(), message_body: z.string() })) }),
        ),
      },
    },
    async (request) => ok({ items: await takeReachMessages(db, context.database.changes, currentUser(request).id) }),
  );
}
