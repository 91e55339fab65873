import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, paging, responses, studentQuery } from '../../http/schemas';
import { practiceRecordBody } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsQuery, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { bizWordCardSchema } from './cards';
import { levelTestLogs, levelTests, levelTestScope, levelWords } from './levels';

// The business word list (/eiken/biz/bizWordList with practice, test, result; named route
// bizWordListTest), browsed by level without a plan: a level is a unit of the business list
// (word-level-list's level_id). The spec names no calls for it; these are ours. The level's test
// is the unit's generated "word -> meaning" set played in test mode, answered and read back
// through the practice answer path (levels.ts), as ear listening's drills are.

const tags = ['biz-word'];

const levelSchema = z.object({
  level_id: z.number().int().describe('レベル（ビジネス単語リストのユニット）の ID'),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  word_count: z.number().int(),
});

export async function levelRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/biz-word/level-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語一覧：レベルの単語カード（リストの順）',
        description: 'カードはプランの学習カードと同じ形（is_collected はお気に入り module=biz）。level_id は word-level-list の level_id。ビジネス単語以外のユニットは 404。',
        tags,
        querystring: studentQuery.extend({ level_id: idParam(), ...paging(50, 200) }),
        response: responses(z.object({ level: levelSchema, total: z.number().int(), page: z.number().int(), limit: z.number().int(), words: z.array(bizWordCardSchema) })),
      },
    },
    async (request) => ok(await levelWords(db, currentUser(request).id, request.query.level_id, request.query)),
  );

  app.get(
    '/biz-word/level-tests',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語一覧：レベルのテスト（単語を見て意味を選ぶ）と進み具合',
        description:
          'レベルの単語の「単語 → 意味」セット（40語を超えるレベルはパートに分かれる）。テストモードで解き、回答は submit-level-test-log、結果は level-test-logs（guid か run=last）。ビジネス単語以外のユニットは 404。',
        tags,
        querystring: studentQuery.extend({ level_id: idParam() }),
        response: responses(z.object({ level: levelSchema, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await levelTests(db, currentUser(request).id, request.query.level_id)),
  );

  app.get(
    '/biz-word/level-test-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語一覧：レベルテストのセットの情報と記録',
        description: `${PRACTICE_SET_LOGS_DESCRIPTION} next_resource はそのレベルの次のパート（なければ null）、part はパートの番号（1から）。レベルテストでない教材は 404。`,
        tags,
        querystring: practiceSetLogsQuery,
        response: responses(
          practiceSetLogsSchema.extend({
            level_id: z.number().int().describe('このセットのレベル（level は教材のレベルのまま）'),
            level_title: z.string(),
            part: z.number().int(),
            part_count: z.number().int(),
          }),
        ),
      },
    },
    async (request) => ok(await levelTestLogs(db, currentUser(request).id, request.query.resource_id, runChoiceOf(request.query))),
  );

  app.post(
    '/biz-word/submit-level-test-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（単語一覧のレベルテスト）',
        description: `${ANSWER_POST_DESCRIPTION}\nレベルテストでない教材は 404。`,
        tags,
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { scope } = await levelTestScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );
}
