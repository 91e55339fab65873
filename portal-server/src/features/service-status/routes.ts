import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { isoTime, noQuery, publicQuery, responses } from '../../http/schemas';
import { currentServiceStatus, serviceStatusHistory, setServiceStatus } from './service';

const statusData = z
  .object({
    opt_status: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0: 停止（アプリを離れるボタンのみ）、1: お知らせ（閉じてアプリに戻る）、2: 通常'),
    opt_mode: z.enum(['disabled', 'tips', 'normal']),
    opt_content: z.string().describe('障害・メンテナンスのお知らせ本文（通常時は空）'),
    changed_at: isoTime.nullable(),
  })
  .meta({ id: 'ServiceStatus' });

export async function serviceStatusRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/v3/app/service-check',
    {
      config: { auth: 'public' },
      schema: {
        summary: '起動時のサービス状態（アップグレード・障害）チェック',
        description: 'アプリ名 name、キー key、ビルド番号 build を送る（いずれも任意）。opt_status が 0 か 1 なら「システム障害のお知らせ」ダイアログを出す。',
        tags: ['service-status'],
        querystring: publicQuery.extend({
          name: z.string().max(64).optional(),
          key: z.string().max(128).optional(),
          build: z.coerce.number().int().min(0).max(1_000_000).optional(),
        }),
        response: responses(statusData),
      },
    },
    async () => ok(await currentServiceStatus(db)),
  );

  app.get(
    '/ops/service-status',
    {
      config: { auth: 'ops' },
      schema: {
        summary: '現在のサービス状態と変更履歴',
        tags: ['ops'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }).strict(),
        response: responses(
          z.object({
            current: statusData,
            history: z.array(z.object({ opt_status: z.number().int(), opt_mode: z.string(), opt_content: z.string(), changed_by: z.number().int().nullable(), changed_at: isoTime })),
          }),
        ),
      },
    },
    async (request) => ok({ current: await currentServiceStatus(db), history: await serviceStatusHistory(db, request.query.limit) }),
  );

  app.post(
    '/ops/service-status',
    {
      config: { auth: 'ops' },
      schema: {
        summary: 'サービス状態を設定（disabled / tips / normal）',
        description: 'disabled と tips ではお知らせ本文 opt_content が必須。CLI: pnpm --filter portal-server service-status set <mode> [本文]',
        tags: ['ops'],
        querystring: noQuery,
        body: z
          .object({
            mode: z.enum(['disabled', 'tips', 'normal']),
            opt_content: z.string().trim().max(1000).default(''),
          })
          .strict()
          .refine((body) => body.mode === 'normal' || body.opt_content.length > 0, { path: ['opt_content'], message: 'お知らせ本文を入力してください' }),
        response: responses(statusData),
      },
    },
    async (request) => ok(await setServiceStatus(db, request.body.mode, request.body.opt_content, currentUser(request).id)),
  );
}
