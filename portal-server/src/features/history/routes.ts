import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { isoTime, paging, responses, studentQuery } from '../../http/schemas';
import { runGuid } from '../answer-records/input';
import { answerRecordSchema, resourceInfoSchema } from '../answer-records/responses';
import { historyIndex, historyOfDay, historyOfRun } from './service';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A real calendar day "YYYY-MM-DD" (2025-02-30 is refused). */
export const calendarDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日付は YYYY-MM-DD で指定してください')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'ありえない日付です');

export async function historyRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/history/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習履歴（合計と日ごと）',
        description: '合計（回答数、学習日数、学習時間の目安、平均点、連続日数）と、学習した日ごとの行（新しい順）。学習時間は同じ回の回答の間隔（5分まで）から見積もる。',
        tags: ['history'],
        querystring: studentQuery.extend(paging(30, 100)),
        response: responses(
          z.object({
            summary: z.object({
              total_practices: z.number().int(),
              total_days: z.number().int(),
              total_minutes: z.number().int(),
              average_score: z.number().int(),
              current_streak: z.number().int(),
              longest_streak: z.number().int(),
            }),
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
            items: z.array(
              z.object({
                date: z.string(),
                practice_count: z.number().int(),
                resource_count: z.number().int(),
                average_score: z.number().int(),
                perfect_count: z.number().int(),
                minutes: z.number().int(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await historyIndex(db, currentUser(request).id, request.query)),
  );

  app.get(
    '/history/details',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ある日の学習（教材ごとの回）',
        tags: ['history'],
        querystring: studentQuery.extend({ date: calendarDay() }),
        response: responses(
          z.object({
            date: z.string(),
            items: z.array(
              z.object({
                guid: z.string(),
                resource_id: z.number().int(),
                resource_code: z.string(),
                resource_title: z.string(),
                resource_type: z.string(),
                homework_id: z.number().int().nullable(),
                topic_id: z.number().int().nullable(),
                homework_title: z.string(),
                is_completed: flag,
                answer_count: z.number().int(),
                average_score: z.number().int(),
                started_at: isoTime,
                last_answer_at: isoTime,
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await historyOfDay(db, currentUser(request).id, request.query.date)),
  );

  app.get(
    '/history/details-deep',
    {
      config: { auth: 'student' },
      schema: {
        summary: '1回分の学習の全問（回答と点数）',
        tags: ['history'],
        querystring: studentQuery.extend({ guid: runGuid() }),
        response: responses(
          z.object({
            resource: resourceInfoSchema,
            homework_id: z.number().int().nullable(),
            topic_id: z.number().int().nullable(),
            homework_title: z.string(),
            record: answerRecordSchema,
          }),
        ),
      },
    },
    async (request) => ok(await historyOfRun(db, currentUser(request).id, request.query.guid)),
  );
}
