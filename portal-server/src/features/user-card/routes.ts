import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { isoTime, paging, responses, studentQuery } from '../../http/schemas';
import { monthlyCards, userCard } from './service';

const totals = {
  practices: z.number().int(),
  days: z.number().int(),
  minutes: z.number().int(),
  average_score: z.number().int(),
  perfect_count: z.number().int(),
};

const cardSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  school_name: z.string(),
  class_names: z.array(z.string()),
  member_since: isoTime,
  level: z.object({
    level: z.number().int(),
    title: z.string(),
    xp: z.number().int().describe('経験値: 回答1問1、教材を最後までやり終えるごとに10'),
    level_xp: z.number().int(),
    next_level_xp: z.number().int(),
    progress: z.number().int().describe('次のレベルまでの進み具合 0..100'),
  }),
  totals: z.object({ ...totals, resources_completed: z.number().int(), homework_topics_completed: z.number().int() }),
  streak: z.object({ current: z.number().int(), longest: z.number().int(), last_practice_date: z.string().nullable() }),
  rank: z.object({ day: z.string(), rank: z.number().int() }).nullable().describe('学校のランキングでの順位（圏外は null）'),
  this_month: z.object({ month: z.string(), ...totals }),
  badges: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      description: z.string(),
      earned: z.union([z.literal(0), z.literal(1)]),
      earned_on: z.string().nullable(),
      progress: z.number().int(),
      target: z.number().int(),
    }),
  ),
});

export async function userCardRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/user-card/info',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ユーザーカード（レベル、合計、連続日数、順位、バッジ）',
        tags: ['user-card'],
        querystring: studentQuery,
        response: responses(cardSchema),
      },
    },
    async (request) => ok(await userCard(db, currentUser(request))),
  );

  app.get(
    '/user-card/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '月ごとのカード（学習した月、新しい順）',
        tags: ['user-card'],
        querystring: studentQuery.extend(paging(12, 60)),
        response: responses(
          z.object({
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
            items: z.array(z.object({ month: z.string(), ...totals, longest_streak: z.number().int(), best_day: z.string().nullable() })),
          }),
        ),
      },
    },
    async (request) => ok(await monthlyCards(db, currentUser(request), request.query)),
  );
}
