import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { practiceRecordBody } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, listProgressFields, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsQuery, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { earListenClasses, earListenLogs, earListenScope, earListenUnit } from './ear-listen';

// Ear listening (/eiken/earListen). The spec names /v3/biz-toeic/get-ear-listen-class and
// get-ear-listen-unit (class_id); the logs and answer calls are ours, the same as Eiken word
// training's. Business TOEIC listening has no content yet, so the drills are dictation on the
// business word list's example sentences (their synthesised audio): a class is a business topic.

const earClass = z.object({
  class_id: z.number().int().describe('トピック（ビジネス単語のユニット）の ID'),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  position: z.number().int(),
});

export async function earListenRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/biz-toeic/get-ear-listen-class',
    {
      config: { auth: 'student' },
      schema: {
        summary: '聞き取り練習のトピック（ビジネスの場面）と進み具合',
        tags: ['biz-word'],
        querystring: studentQuery,
        response: responses(z.object({ list: z.array(earClass.extend(listProgressFields)) })),
      },
    },
    async (request) => ok(await earListenClasses(db, currentUser(request).id)),
  );

  app.get(
    '/biz-toeic/get-ear-listen-unit',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'トピックの聞き取りセット（例文を聞いて空欄の単語を書く、約10文ずつ）と進み具合',
        tags: ['biz-word'],
        querystring: studentQuery.extend({ class_id: idParam() }),
        response: responses(z.object({ unit: earClass, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await earListenUnit(db, currentUser(request).id, request.query.class_id)),
  );

  app.get(
    '/biz-toeic/get-ear-listen-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '聞き取りセットの情報と学習記録',
        description: `${PRACTICE_SET_LOGS_DESCRIPTION} class_id はそのセットのトピック。`,
        tags: ['biz-word'],
        querystring: practiceSetLogsQuery,
        response: responses(practiceSetLogsSchema.extend({ class_id: z.number().int() })),
      },
    },
    async (request) => ok(await earListenLogs(db, currentUser(request).id, request.query.resource_id, runChoiceOf(request.query))),
  );

  app.post(
    '/biz-toeic/submit-ear-listen-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（聞き取り練習）',
        description: ANSWER_POST_DESCRIPTION,
        tags: ['biz-word'],
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { scope } = await earListenScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );
}
