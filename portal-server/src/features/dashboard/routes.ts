import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import { cardState, currentCard } from '../accounts/cards';
import { countUnfinishedHomework } from '../homework/service';
import { unreadCount } from '../news/service';
import { missionViews } from '../points/service';

export async function dashboardRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/student/dashboard',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ダッシュボード: 現在のカード、未完了の宿題数、未読のお知らせ数、未受け取りミッション数',
        description: 'cur_card の active_status 0 なら有効化ダイアログ、is_expired 1 なら期限切れダイアログ。カードがない生徒は cur_card が null。',
        tags: ['dashboard'],
        querystring: studentQuery,
        response: responses(
          z.object({
            cur_card: cardState.nullable(),
            unfinished_homework_count: z.number().int(),
            new_msg_num: z.number().int(),
            unclaimed_mission_count: z.number().int(),
          }),
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [card, homework, unread, missions] = await Promise.all([
        currentCard(db, user.id),
        countUnfinishedHomework(db, user.id),
        unreadCount(db, user),
        missionViews(db, user.id, undefined),
      ]);
      return ok({
        cur_card: card,
        unfinished_homework_count: homework,
        new_msg_num: unread,
        unclaimed_mission_count: missions.filter((mission) => mission.status === 1).length,
      });
    },
  );
}
