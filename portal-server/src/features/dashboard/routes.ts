import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requestFeedMark } from '../../http/auth';
import { ok } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import { cardState, cardsOfUser, currentCardOf } from '../accounts/cards';
import { selectCountsPrepared } from '../../db/counts';
import { bound } from '../../db/prepared';
import { unfinishedHomeworkCountQuery } from '../homework/service';
import { unreadCountQuery } from '../news/service';
import { enabledMissions, missionCountQueries, missionViewsFrom, periodOf } from '../points/service';

// Keys of the dashboard's own counts beside the missions' (which are "metric|period").
const HOMEWORK = 'dashboard:homework';
const UNREAD = 'dashboard:unread';

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
      const now = new Date();
      // One statement on a warm cache: the card comes from the session cache (edu_cards notify
      // per user), the missions from the table cache, and every count (homework, notices, each
      // mission's metric and claim) from one select: round trips and building that select were
      // what the dashboard cost (README "Benchmark").
      const [cards, missionRows] = await Promise.all([
        request.server.sessions.memo(user.id, 'cards', () => cardsOfUser(db, user.id), requestFeedMark(request)),
        enabledMissions(db, context.database.changes, requestFeedMark(request)),
      ]);
      // The counts' statement is built once per shape (db/counts.ts): the student, the school and
      // the clock are placeholders; the missions and their current periods make the shape.
      const shape = ['dashboard', user.schoolId === null ? 'no-school' : 'school', ...missionRows.map((row) => `${row.id}:${row.typeId}:${row.metric}:${periodOf(row.typeId, now).key}`)].join('|');
      const student = bound<number>('student');
      const counts = await selectCountsPrepared(
        db,
        shape,
        () => ({
          ...missionCountQueries(db, student, missionRows, now),
          [HOMEWORK]: unfinishedHomeworkCountQuery(db, student, bound<Date>('now')),
          [UNREAD]: unreadCountQuery(db, { id: student, schoolId: user.schoolId === null ? null : bound<number>('school') }),
        }),
        { student: user.id, school: user.schoolId, now: now.toISOString() },
      );
      return ok({
        cur_card: currentCardOf(cards, now),
        unfinished_homework_count: counts[HOMEWORK],
        new_msg_num: counts[UNREAD],
        unclaimed_mission_count: missionViewsFrom(missionRows, counts, now).filter((mission) => mission.status === 1).length,
      });
    },
  );
}
