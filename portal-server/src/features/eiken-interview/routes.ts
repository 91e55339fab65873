import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import { practiceRecordBody } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsQuery, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { cardList, interviewLogs, interviewScope } from './service';

// Eiken second-stage interview practice (/eiken/interview/index, dialog, dialog/result). The spec
// names no calls for it: these are ours. The card's passage read aloud is scored as a sentence
// reading and each reply as a free reply against the card's model answers, by speech-server
// through the engine; the engine posts each take here like any other answer.

const card = z.object({
  card_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  passage_title: z.string(),
  passage: z.string().describe('問題カードの文章（音読する）'),
  passage_jp: z.string(),
  picture: z.string().describe('問題カードのイラストの URL'),
});

export async function eikenInterviewRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/eiken-interview/card-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習中の級の面接（二次試験）の問題カードと進み具合',
        description: '級がまだ選ばれていなければ level は null。面接は3級以上にあり、5級・4級では list が空。resource は問題カードの練習（音読と質問）の教材。',
        tags: ['eiken-interview'],
        querystring: studentQuery,
        response: responses(
          z.object({
            level: z.object({ level_id: z.number().int(), code: z.string(), name: z.string(), name_en: z.string() }).nullable(),
            list: z.array(card.extend({ resource: resourceSummarySchema })),
          }),
        ),
      },
    },
    async (request) => ok(await cardList(db, currentUser(request).id)),
  );

  app.get(
    '/eiken-interview/get-exercise-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '問題カードと面接練習の記録',
        description: `${PRACTICE_SET_LOGS_DESCRIPTION} card は問題カード（文章とイラスト）。`,
        tags: ['eiken-interview'],
        querystring: practiceSetLogsQuery,
        response: responses(practiceSetLogsSchema.extend({ card })),
      },
    },
    async (request) => ok(await interviewLogs(db, currentUser(request).id, request.query.resource_id, runChoiceOf(request.query))),
  );

  app.post(
    '/eiken-interview/submit-exercise-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（英検の面接練習：音読と質問への答え）',
        description: ANSWER_POST_DESCRIPTION,
        tags: ['eiken-interview'],
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { scope } = await interviewScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );
}
