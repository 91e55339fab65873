import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CEFR_LEVELS, CEFR_SKILLS } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, isoTime, responses, studentQuery } from '../../http/schemas';
import { answerRecordFields, practiceRecordBody, runGuid } from '../answer-records/input';
import {
  ANSWER_POST_DESCRIPTION,
  listProgressFields,
  PRACTICE_SET_LOGS_DESCRIPTION,
  practiceSetLogsQuery,
  practiceSetLogsSchema,
  recordPostReplySchema,
  resourceInfoSchema,
  resourceSummarySchema,
  runChoiceOf,
} from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { cefrIndex, cefrPracticeScope, levelMap, recordTestAnswer, startTest, testHistory, testResult, testStep, unitExerciseLogs, unitResources } from './service';

// CEFR (spec part 3: the CEFR state and screens; the spec gives the fields but no paths, so the
// paths and payloads are ours): the level path, the map of can-do units, unit practice through
// the engine, and the adaptive placement test (one item at a time; see placement.ts).

const level = z.enum(CEFR_LEVELS);
const tags = ['cefr'];

const unit = z.object({
  unit_id: z.number().int(),
  code: z.string(),
  level: z.string(),
  level_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  can_do: z.string().describe('Can-do の記述（日本語）'),
  can_do_en: z.string(),
});
const unitWithProgress = unit.extend(listProgressFields);

const testSummary = z.object({
  guid: z.string(),
  started_at: isoTime,
  finished_at: isoTime.nullable(),
  test_level: level.nullable().describe('テストを受けたレベル（初回は null: 判定のみ）'),
  placed_level: level.nullable().describe('能力推定値が入るレベル'),
  total_test_score: z.number().int().nullable().describe('受けたレベルの問題で期待される正答率（0〜100）。昇級・降級の判定に使う'),
  level_before: level.nullable(),
  level_after: level.nullable(),
});

const testItem = z.object({
  position: z.number().int().describe('何問目か（1から）'),
  question_id: z.string(),
  skill: z.string(),
  resource: resourceInfoSchema.describe('問題のパッケージ（resource_file, resource_version）。question_ids はこの1問'),
});

const testStepSchema = z.object({
  guid: z.string(),
  test_level: level.nullable(),
  max_items: z.number().int(),
  answered: z.number().int(),
  finished: z.boolean().describe('true ならテストは終了（結果は test/result）'),
  item: testItem.nullable().describe('次に答える問題（終了していれば null）'),
});

const testGuid = z.object({ guid: runGuid() }).strict();

export async function cefrRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const student = { config: { auth: 'student' as const } };

  app.get(
    '/cefr/index',
    {
      ...student,
      schema: {
        summary: 'CEFR のトップ: レベルの道のり、生徒のレベル、最後のテスト、次にすること',
        tags,
        querystring: studentQuery,
        response: responses(
          z.object({
            levelList: z.array(z.object({ level_id: z.number().int(), code: level, has_units: z.boolean() })),
            student_level_id: z.number().int().nullable(),
            studentCefrLevel: level.nullable(),
            testCefrLevel: level.nullable().describe('次のテストを受けるレベル（生徒のレベル。まだなければ null）'),
            last_test: testSummary.nullable(),
            open_test_guid: z.string().nullable().describe('途中のテストがあればその guid'),
            next_step: z.object({ kind: z.enum(['test', 'unit']), reason: z.enum(['no_level', 'level_units', 'next_level_units', 'first_units', 'units_done']), unit: unitWithProgress.nullable() }),
          }),
        ),
      },
    },
    async (request) => ok(await cefrIndex(db, currentUser(request).id)),
  );

  app.get(
    '/cefr/level-map',
    {
      ...student,
      schema: {
        summary: 'レベルマップ: レベルごとの Can-do ユニットと進み具合',
        tags,
        querystring: studentQuery,
        response: responses(z.object({ studentCefrLevel: level.nullable(), levels: z.array(z.object({ level_id: z.number().int(), code: level, ...listProgressFields, units: z.array(unitWithProgress) })) })),
      },
    },
    async (request) => ok(await levelMap(db, currentUser(request).id)),
  );

  app.get(
    '/cefr/unit-resources',
    {
      ...student,
      schema: {
        summary: 'Can-do ユニットの練習セットと進み具合',
        tags,
        querystring: studentQuery.extend({ unit_id: idParam() }),
        response: responses(z.object({ unit, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await unitResources(db, currentUser(request).id, request.query.unit_id)),
  );

  app.get(
    '/cefr/get-exercise-logs',
    {
      ...student,
      schema: {
        summary: 'ユニットの練習セットの情報と学習記録',
        description: `${PRACTICE_SET_LOGS_DESCRIPTION} unit_id はそのセットのユニット。`,
        tags,
        querystring: practiceSetLogsQuery,
        response: responses(practiceSetLogsSchema.extend({ unit_id: z.number().int().nullable() })),
      },
    },
    async (request) => ok(await unitExerciseLogs(db, currentUser(request).id, request.query.resource_id, runChoiceOf(request.query))),
  );

  app.post(
    '/cefr/submit-exercise-log',
    {
      ...student,
      schema: { summary: '回答の記録（CEFR のユニット練習）', description: ANSWER_POST_DESCRIPTION, tags, querystring: studentQuery, body: practiceRecordBody, response: responses(recordPostReplySchema) },
    },
    async (request) => {
      const me = currentUser(request);
      const scope = await cefrPracticeScope(db, request.body.resource_id);
      return ok(await recordPostReply(db, me.id, scope, await postAnswerRecord(db, me.id, scope, request.body)));
    },
  );

  app.post(
    '/cefr/test/start',
    {
      ...student,
      schema: {
        summary: 'レベル判定テストを始める（途中のテストがあればその続き）',
        description: 'guid はクライアントが作るテストの ID。途中のテストがあれば新しく始めず、その guid と次の問題を返す。',
        tags,
        querystring: studentQuery,
        body: testGuid,
        response: responses(testStepSchema),
      },
    },
    async (request) => ok(await startTest(db, currentUser(request).id, request.body.guid)),
  );

  app.post(
    '/cefr/test/next',
    {
      ...student,
      schema: {
        summary: 'テストの次の問題（十分に測れたらテストを終えて結果を確定する）',
        description: '停止規則（最少10問、標準誤差0.45以下か1つのレベルの確率0.9以上、最大24問）を満たせば finished=true。結果の確定とレベルの変更は1回だけ。',
        tags,
        querystring: studentQuery,
        body: testGuid,
        response: responses(testStepSchema),
      },
    },
    async (request) => ok(await testStep(db, currentUser(request).id, request.body.guid)),
  );

  app.post(
    '/cefr/test/submit-answer',
    {
      ...student,
      schema: {
        summary: 'テストの回答を1つ記録する（エンジンの送信先）',
        description: 'guid はテストの guid、question_id は出題された問題、回答は他の回答記録と同じ形（選択問題は result）。サーバーが採点し、50点以上を正解とする。is_skipped=1 は不正解。同じ問題の再送は何も変えない。',
        tags,
        querystring: studentQuery,
        body: z.object(answerRecordFields).strict(),
        response: responses(z.object({ recorded: z.boolean(), answered: z.number().int() })),
      },
    },
    async (request) => ok(await recordTestAnswer(db, currentUser(request).id, request.body)),
  );

  app.get(
    '/cefr/test/result',
    {
      ...student,
      schema: {
        summary: 'テスト結果: レベル、総合点と技能別の失点、レベルの変化、全問の振り返り',
        tags,
        querystring: studentQuery.extend({ guid: runGuid() }),
        response: responses(
          testSummary.extend({
            theta: z.number().describe('能力推定値（ロジット）'),
            standard_error: z.number(),
            lost_test_score: z.array(z.object({ skill: z.enum(CEFR_SKILLS), lost: z.number() })).describe('技能別の失点（合計は 100 - 総合点）'),
            correct_count: z.number().int(),
            items: z.array(testItem.extend({ correct: z.union([z.literal(0), z.literal(1)]), answer: z.record(z.string(), z.unknown()) })),
          }),
        ),
      },
    },
    async (request) => ok(await testResult(db, currentUser(request).id, request.query.guid)),
  );

  app.get(
    '/cefr/test/history',
    { ...student, schema: { summary: '受けたテストの一覧（新しい順）', tags, querystring: studentQuery, response: responses(z.object({ list: z.array(testSummary) })) } },
    async (request) => ok(await testHistory(db, currentUser(request).id)),
  );
}
