import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { answerRecordFields, practiceRecordBody, runGuid } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, listProgressFields, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { reviewLogsSchema, reviewPaperSchema, reviewSubmitReplySchema } from '../eiken-exam/routes';
import { reviewLogs, submitReviewItem, suggestResource } from '../eiken-exam/suggest-service';
import { bizToeicClasses, bizToeicUnits, regionIndex, regionList, regionSetLogs, regionSetScope, requireReviewLevel, submitRegion, tokyoResourceList } from './service';

// The spec names these calls (part 3, section 7: college exam, tokyo-higher, biz-toeic) without
// their payloads; these are ours. Practice and mock tests of these exams are played through the
// Eiken calls (/v3/eiken-toeic/ with exam=, /v3/eiken-toeic-exam/ with exam=).

const directory = z.object({
  class_id: z.number().int(),
  level_id: z.number().int(),
  code: z.string(),
  kind: z.string().describe('東京: task-a〜task-d / unit / listening、ビジネスTOEIC: business'),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
});
const region = z.object({ region_id: z.number().int().describe('地域（高校入試リスニングの地域別ディレクトリ）の ID'), code: z.string(), title: z.string(), title_en: z.string(), description: z.string() });
const eikenIdQuery = { eiken_id: idParam().describe('復習する試験のレベル ID（共通テスト・高校入試リスニング。region/index の level_id、get-class-list の level.level_id）') };

export async function examFamilyRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const student = (request: FastifyRequest) => currentUser(request).id;

  app.get(
    '/college-exam/region/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '高校入試リスニングの地域一覧と、生徒が選んだ地域',
        tags: ['college-exam'],
        querystring: studentQuery,
        response: responses(z.object({ current_region_id: z.number().int().nullable(), list: z.array(region.extend(listProgressFields)) })),
      },
    },
    async (request) => ok(await regionList(db, student(request))),
  );

  app.post(
    '/college-exam/region/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '高校入試リスニングの地域を選ぶ',
        tags: ['college-exam'],
        querystring: studentQuery,
        body: z.object({ region_id: idParam() }).strict(),
        response: responses(z.object({ region_id: z.number().int() })),
      },
    },
    async (request) => ok(await submitRegion(db, student(request), request.body.region_id)),
  );

  app.get(
    '/college-exam/region/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: '選んだ地域の問題セットと進み具合',
        description: '地域がまだ選ばれていなければ region は null、list は空。level_id は復習（review/*）の eiken_id。',
        tags: ['college-exam'],
        querystring: studentQuery,
        response: responses(z.object({ level_id: z.number().int().nullable(), region: region.nullable(), list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await regionIndex(db, student(request))),
  );

  app.get(
    '/college-exam/region/logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '地域別問題セットの情報と学習記録',
        description: PRACTICE_SET_LOGS_DESCRIPTION,
        tags: ['college-exam'],
        querystring: studentQuery
          .extend({ res_id: idParam().describe('問題セット（教材）の ID'), guid: runGuid().optional(), run: z.enum(['open', 'last']).optional() })
          .refine((query) => !(query.guid && query.run), { message: 'guid と run はどちらか一方だけ指定してください' }),
        response: responses(practiceSetLogsSchema),
      },
    },
    async (request) => ok(await regionSetLogs(db, student(request), request.query.res_id, runChoiceOf(request.query))),
  );

  app.post(
    '/college-exam/region/log/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（高校入試リスニングの地域別問題）',
        description: ANSWER_POST_DESCRIPTION,
        tags: ['college-exam'],
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const studentId = student(request);
      const scope = await regionSetScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, studentId, scope, request.body);
      return ok(await recordPostReply(db, studentId, scope, outcome));
    },
  );

  app.get(
    '/college-exam/review/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: '間違えた問題の復習用紙（共通テスト・高校入試リスニング）',
        description:
          'その試験の練習と模擬テストで、最新の回答が正解でない問題を教材ごとにまとめる（復習で正解すれば外れる）。復習はクライアントが作る guid で review/logs と review/log/submit を使って解く。',
        tags: ['college-exam'],
        querystring: studentQuery.extend(eikenIdQuery),
        response: responses(reviewPaperSchema),
      },
    },
    async (request) => ok(await suggestResource(db, student(request), await requireReviewLevel(db, request.query.eiken_id))),
  );

  app.get(
    '/college-exam/review/logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '復習1回の問題と回答',
        description: 'まだ使われていない guid は、いま間違えている問題による新しい復習（status=new）。最初の回答でその問題が固定される。',
        tags: ['college-exam'],
        querystring: studentQuery.extend({ ...eikenIdQuery, guid: runGuid() }),
        response: responses(reviewLogsSchema),
      },
    },
    async (request) => ok(await reviewLogs(db, student(request), await requireReviewLevel(db, request.query.eiken_id), request.query.guid)),
  );

  app.post(
    '/college-exam/review/log/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '復習の回答を1つ記録する',
        description: '新しい guid の最初の回答で復習が始まる。回答はサーバーが採点し、1問1回（再送は同じ回答、replayed=1）。全問答えるか is_completed=1 で終わる。',
        tags: ['college-exam'],
        querystring: studentQuery,
        body: z.object({ ...eikenIdQuery, resource_id: idParam(), ...answerRecordFields }).strict(),
        response: responses(reviewSubmitReplySchema),
      },
    },
    async (request) => {
      const { eiken_id: eikenId, ...body } = request.body;
      return ok(await submitReviewItem(db, student(request), { ...body, level_id: await requireReviewLevel(db, eikenId) }));
    },
  );

  app.get(
    '/tokyo-higher/practice-resource/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '東京都スピーキングテスト対策: 課題別トレーニング・ユニット・リスニングの教材と進み具合',
        description: 'dir_id は get-class-list?exam=tokyo の class_id。',
        tags: ['tokyo-higher'],
        querystring: studentQuery.extend({ dir_id: idParam() }),
        response: responses(z.object({ directory, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await tokyoResourceList(db, student(request), request.query.dir_id)),
  );

  app.get(
    '/biz-toeic/get-class-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ビジネスTOEIC のクラスと進み具合',
        tags: ['biz-toeic'],
        querystring: studentQuery,
        response: responses(z.object({ list: z.array(directory.extend({ unit_count: z.number().int(), completed_count: z.number().int() })) })),
      },
    },
    async (request) => ok(await bizToeicClasses(db, student(request))),
  );

  app.get(
    '/biz-toeic/get-unit-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ビジネスTOEIC のクラスのユニット（練習セット）',
        description: 'ユニットは /v3/eiken-toeic/get-exercise-logs と submit-exercise-log で解く。',
        tags: ['biz-toeic'],
        querystring: studentQuery.extend({ class_id: idParam() }),
        response: responses(z.object({ class: directory, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await bizToeicUnits(db, student(request), request.query.class_id)),
  );
}
