import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { isoTime, paging, responses, studentQuery } from '../../http/schemas';
import { computeRanking, nextCutoffAfter, rankingDayAt, rankingFor } from './service';

/** Timers cannot wait longer than ~24.8 days; a day is the longest we ever wait. */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

/**
 * Makes each day's ranking at 03:00 Japan time while the server runs. A server that was down
 * then makes it on the first ranking request (ensureCurrentRanking), so nothing depends on
 * the timer firing.
 */
function scheduleDailyRanking(app: FastifyInstance, context: AppContext): void {
  let timer: NodeJS.Timeout | null = null;
  const arm = () => {
    const wait = Math.min(MAX_TIMER_MS, Math.max(1000, nextCutoffAfter(new Date()).getTime() - Date.now()));
    timer = setTimeout(() => {
      const day = rankingDayAt(new Date());
      computeRanking(context.database.db, day, { onlyIfMissing: true })
        .then((outcome) => app.log.info({ day, ...outcome }, 'daily ranking'))
        .catch((error: unknown) => app.log.error({ err: error, day }, 'daily ranking failed'))
        .finally(arm);
    }, wait);
    timer.unref();
  };
  app.addHook('onReady', async () => arm());
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
  });
}

export async function rankingRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  scheduleDailyRanking(app, context);

  app.get(
    '/ranking/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ランキング（毎日3時に更新）',
        description:
          '毎日3時（日本時間）までの30日間の練習数（スキップを除く回答数）で、同じ学校の生徒を順位付けする。50回以上の生徒だけが載る。同数なら平均点の高い順、どちらも同じなら同順位。scope=class で自分のクラスの生徒だけ。me に自分の順位（圏外は null）と、あと何回で載るか。',
        tags: ['ranking'],
        querystring: studentQuery.extend({ scope: z.enum(['school', 'class']).default('school'), ...paging(50, 100) }),
        response: responses(
          z.object({
            day: z.string(),
            scope: z.enum(['school', 'class']),
            period_start: isoTime,
            period_end: isoTime,
            computed_at: isoTime,
            next_update_at: isoTime,
            min_practices: z.number().int(),
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
            items: z.array(
              z.object({
                rank: z.number().int(),
                nickname: z.string(),
                avatar: z.string(),
                practice_count: z.number().int(),
                average_score: z.number().int(),
                is_me: z.union([z.literal(0), z.literal(1)]),
              }),
            ),
            me: z.object({ rank: z.number().int().nullable(), practice_count: z.number().int(), needed: z.number().int() }),
          }),
        ),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { scope, page, limit } = request.query;
      return ok(await rankingFor(db, student, scope, { page, limit }));
    },
  );
}
