import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { evaluationErrorReports } from '../../db/tables/evaluation-reports';
import { currentUser } from '../../http/auth';
import { ok, tooManyRequests } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';

/** Reports one student may file per hour; a client stuck in a loop stops here. */
export const MAX_REPORTS_PER_HOUR = 120;

const field = (max: number) => z.string().trim().max(max);

export async function evaluationReportRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.post(
    '/evaluation/error-report',
    {
      config: { auth: 'student' },
      schema: {
        summary: '音声評価のエラー報告',
        description: '評価・認識が失敗したとき（仕様 第2部 8節）に、エラーコード、メッセージ、speech-server のセッション ID（sid）を送る。運用の調査用に保存する。',
        tags: ['practice'],
        querystring: studentQuery,
        body: z
          .object({
            code: z.union([field(32).min(1), z.number().int()]).transform(String),
            message: field(2000),
            session_id: field(100).optional(),
            category: field(32).optional(),
            resource_id: field(200).optional(),
            question_id: field(200).optional(),
          })
          .strict(),
        response: responses(z.object({ report_id: z.number().int() })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const body = request.body;
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      const [recent] = await db
        .select({ total: count() })
        .from(evaluationErrorReports)
        .where(and(eq(evaluationErrorReports.studentId, student.id), gte(evaluationErrorReports.createdAt, hourAgo)));
      if ((recent?.total ?? 0) >= MAX_REPORTS_PER_HOUR) throw tooManyRequests('エラー報告が多すぎます。しばらくしてからもう一度お試しください。');
      const [row] = await db
        .insert(evaluationErrorReports)
        .values({
          studentId: student.id,
          code: body.code,
          message: body.message,
          sessionId: body.session_id ?? '',
          category: body.category ?? '',
          resourceId: body.resource_id ?? '',
          questionId: body.question_id ?? '',
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        })
        .returning({ id: evaluationErrorReports.id });
      return ok({ report_id: row!.id });
    },
  );
}
