import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, isoTime, responses, studentQuery } from '../../http/schemas';
import { runGuid } from '../answer-records/input';
import { AI_SKILLS } from './content-schema';
import {
  courseDocument,
  courseIndex,
  courseReport,
  exerciseIndex,
  lessonPart,
  recommendIndex,
  recommendLogs,
  stepRunLogs,
  submitExplanation,
  submitRecommended,
  submitStepRun,
  submitTest,
  submitVideo,
  testingIndex,
  testPaper,
} from './service';

// The AI course calls of spec part 3 ("AI course"); the spec names them, the payloads are ours.
// A lesson step's id is the `resource_id` of the step calls. Review, consolidation, the test and
// recommended resources are played in the engine (their answers go to /v3/textbook/answer-record
// with the step's exercise_resource_id); the submit calls then name the finished run by its guid.

const flag = z.union([z.literal(0), z.literal(1)]);
const skill = z.enum(AI_SKILLS);
const courseSummary = z.object({ course_id: z.number().int(), title: z.string(), title_en: z.string(), cefr: z.string(), description: z.string() });
const courseIdQuery = { course_id: idParam().describe('講座の ID（/ai/course/index の course_id）') };
const lessonIdQuery = { lesson_id: idParam().describe('レッスンの ID（exercise/index の lesson_id）') };
const guidField = runGuid().describe('エンジンで解いた記録（practice run）の guid');
const stepIdField = (kind: string) => idParam().describe(`${kind}ステップの ID（exercise/part の resource_id）`);
const logItem = z.object({
  question_id: z.string(),
  question: z.string(),
  your_answer: z.string().describe('未回答は空'),
  correct_answer: z.string(),
  is_right: flag,
  explanation: z.string(),
});
const skillResult = z.object({ skill: z.string(), correct: z.number().int(), total: z.number().int(), percent: z.number().int() });
const runResult = z.object({ score: z.number().int().describe('0〜100（問題ごとの得点の平均）'), correct: z.number().int(), total: z.number().int() });
const runLogs = runResult.extend({ items: z.array(logItem), submitted_at: isoTime });
const exerciseStep = z.object({
  resource_id: z.number().int().describe('ステップの ID'),
  exercise_resource_id: z.number().int().describe('エンジンで解く教材の resource_id'),
  done: flag,
  best_score: z.number().int().nullable(),
  last_guid: z.string().nullable(),
});

const RUN_SUBMIT_DESCRIPTION =
  'guid はこの生徒がエンジンで最後まで解いた、このステップの教材（exercise_resource_id）の記録。別の生徒・別の教材・宿題・途中の記録は受け付けない。同じ guid の再送は最初と同じ結果を返し、二重には数えない。';

export async function aiCourseRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const { dataDir } = context.config;
  const student = (request: FastifyRequest) => currentUser(request).id;

  app.get(
    '/ai/course/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'AI講座の一覧（レッスン、進み具合、テストの最高点）',
        tags: ['ai-course'],
        querystring: studentQuery,
        response: responses(
          z.object({
            list: z.array(
              courseSummary.extend({
                code: z.string(),
                lesson_count: z.number().int(),
                lessons: z.array(z.object({ lesson_id: z.number().int(), title: z.string(), title_en: z.string() })),
                progress_percent: z.number().int().describe('終えたステップ ÷ 全ステップ（各レッスン4ステップ）'),
                done_lessons: z.number().int(),
                test_best_score: z.number().int().nullable().describe('まだテストを受けていなければ null'),
                test_count: z.number().int(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await courseIndex(db, student(request))),
  );

  app.get(
    '/ai/course/exercise/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: '講座のレッスン一覧と各ステップの完了状況、テストが受けられるか',
        tags: ['ai-course'],
        querystring: studentQuery.extend(courseIdQuery),
        response: responses(
          z.object({
            course: courseSummary,
            lessons: z.array(
              z.object({
                lesson_id: z.number().int(),
                position: z.number().int().describe('1 から'),
                title: z.string(),
                title_en: z.string(),
                skills: z.array(z.string()),
                done: flag,
                steps: z.array(z.object({ resource_id: z.number().int(), kind: z.enum(['video', 'explanation', 'review', 'consolidation']), done: flag })),
                progress_percent: z.number().int(),
              }),
            ),
            test: z.object({ unlocked: flag.describe('すべてのレッスンを終えると 1'), best_score: z.number().int().nullable(), last_guid: z.string().nullable() }),
          }),
        ),
      },
    },
    async (request) => ok(await exerciseIndex(db, student(request), request.query.course_id)),
  );

  app.get(
    '/ai/course/exercise/part',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'レッスンの4ステップ（動画・解説・復習・定着）の内容と進み具合',
        description: '動画は /resources/ の下の絶対パス（字幕は日本語と英語の WebVTT）。動画がまだ作られていないレッスン（コンテンツのビルド前）は 503。',
        tags: ['ai-course'],
        querystring: studentQuery.extend(lessonIdQuery),
        response: responses(
          z.object({
            lesson: z.object({ lesson_id: z.number().int(), course_id: z.number().int(), title: z.string(), title_en: z.string(), skills: z.array(z.string()) }),
            video: z.object({
              resource_id: z.number().int(),
              url: z.string(),
              poster_url: z.string(),
              captions: z.array(z.object({ lang: z.enum(['ja', 'en']), label: z.string(), url: z.string() })),
              duration_seconds: z.number(),
              watched_seconds: z.number(),
              last_position: z.number(),
              done: flag,
            }),
            explanation: z.object({
              resource_id: z.number().int(),
              intro: z.string(),
              sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()), examples: z.array(z.object({ en: z.string(), ja: z.string(), note: z.string() })) })),
              key_phrases: z.array(z.object({ en: z.string(), ja: z.string() })),
              done: flag,
            }),
            review: exerciseStep,
            consolidation: exerciseStep,
            next_lesson_id: z.number().int().nullable().describe('講座の最後のレッスンでは null'),
          }),
        ),
      },
    },
    async (request) => ok(await lessonPart(db, dataDir, student(request), request.query.lesson_id)),
  );

  app.post(
    '/ai/course/exercise/video/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '動画の視聴状況を送る（視聴秒数は増えるだけ、90% 見たら完了）',
        description: 'watched_seconds は実際に再生した秒数（0〜動画の長さ+1）、position は再開する位置。',
        tags: ['ai-course'],
        querystring: studentQuery,
        body: z
          .object({
            resource_id: stepIdField('動画'),
            watched_seconds: z.coerce.number({ message: 'watched_seconds は秒数（数値）で送ってください' }).min(0, 'watched_seconds は 0 以上で送ってください'),
            position: z.coerce.number({ message: 'position は秒数（数値）で送ってください' }).min(0, 'position は 0 以上で送ってください'),
          })
          .strict(),
        response: responses(z.object({ watched_seconds: z.number(), done: flag })),
      },
    },
    async (request) => ok(await submitVideo(db, dataDir, student(request), request.body)),
  );

  app.post(
    '/ai/course/exercise/explanation/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '解説を読み終えた',
        tags: ['ai-course'],
        querystring: studentQuery,
        body: z.object({ resource_id: stepIdField('解説') }).strict(),
        response: responses(z.object({ done: z.literal(1) })),
      },
    },
    async (request) => ok(await submitExplanation(db, student(request), request.body.resource_id)),
  );

  for (const kind of ['review', 'consolidation'] as const) {
    const name = kind === 'review' ? '復習' : '定着';
    app.post(
      `/ai/course/exercise/${kind}/submit`,
      {
        config: { auth: 'student' },
        schema: {
          summary: `${name}問題を解いた記録を提出する（採点してステップを完了にする）`,
          description: RUN_SUBMIT_DESCRIPTION,
          tags: ['ai-course'],
          querystring: studentQuery,
          body: z.object({ resource_id: stepIdField(name), guid: guidField }).strict(),
          response: responses(runResult.extend({ done: z.literal(1) })),
        },
      },
      async (request) => ok(await submitStepRun(db, dataDir, student(request), kind, request.body.resource_id, request.body.guid)),
    );

    app.get(
      `/ai/course/exercise/${kind}/logs`,
      {
        config: { auth: 'student' },
        schema: {
          summary: `提出した${name}問題の結果（問題ごとの解答・正解・解説）`,
          tags: ['ai-course'],
          querystring: studentQuery.extend({ ...lessonIdQuery, guid: guidField }),
          response: responses(runLogs),
        },
      },
      async (request) => ok(await stepRunLogs(db, dataDir, student(request), kind, request.query.lesson_id, request.query.guid)),
    );
  }

  app.get(
    '/ai/course/testing/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: '講座のテスト（エンジンで解く教材、受けられるか、これまでの結果）',
        tags: ['ai-course'],
        querystring: studentQuery.extend(courseIdQuery),
        response: responses(
          z.object({
            course: courseSummary,
            exercise_resource_id: z.number().int(),
            unlocked: flag,
            question_count: z.number().int(),
            time_limit_seconds: z.number().int(),
            attempts: z.array(z.object({ guid: z.string(), score: z.number().int(), submitted_at: isoTime })),
          }),
        ),
      },
    },
    async (request) => ok(await testingIndex(db, student(request), request.query.course_id)),
  );

  app.post(
    '/ai/course/testing/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '講座のテストを解いた記録を提出する（全体と技能ごとの得点）',
        description: `${RUN_SUBMIT_DESCRIPTION} すべてのレッスンを終える前は 423。技能は問題の形式（音声のある問題はリスニング）で分ける。`,
        tags: ['ai-course'],
        querystring: studentQuery,
        body: z.object({ course_id: idParam(), guid: guidField }).strict(),
        response: responses(runResult.extend({ guid: z.string(), skills: z.array(skillResult) })),
      },
    },
    async (request) => ok(await submitTest(db, dataDir, student(request), request.body.course_id, request.body.guid)),
  );

  app.get(
    '/ai/course/testing/paper',
    {
      config: { auth: 'student' },
      schema: {
        summary: '提出したテストの結果（技能ごとの得点と問題ごとの解答・解説）',
        tags: ['ai-course'],
        querystring: studentQuery.extend({ ...courseIdQuery, guid: guidField }),
        response: responses(runLogs.extend({ guid: z.string(), skills: z.array(skillResult) })),
      },
    },
    async (request) => ok(await testPaper(db, dataDir, student(request), request.query.course_id, request.query.guid)),
  );

  app.get(
    '/ai/course/recommend/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: '苦手な技能と、それを練習する教材のおすすめ（理由つき）',
        description:
          'この講座のテスト・復習・定着で間違えた問題と、ポータル全体の技能別の成績（練習問題を形式から技能に分けたもの、模擬試験の技能、単語テスト）から、80% 未満の技能を低い順に最大3つ選び、その技能を練習できる教材（スキルアップ・教科書・この講座、まだ解いていないものを先に）を最大6つ返す。記録がなければ講座のレッスンの技能の順。',
        tags: ['ai-course'],
        querystring: studentQuery.extend(courseIdQuery),
        response: responses(
          z.object({
            weakest: z.array(z.object({ skill, percent: z.number().int(), source: z.string().describe('根拠にした記録（日本語）') })),
            list: z.array(z.object({ resource_id: z.number().int(), title: z.string(), res_type: z.string(), skill, reason: z.string().describe('技能と根拠の数字をあげた理由（日本語）'), done: flag })),
          }),
        ),
      },
    },
    async (request) => ok(await recommendIndex(db, dataDir, student(request), request.query.course_id)),
  );

  app.post(
    '/ai/course/recommend/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'おすすめの教材を解いた記録を提出する',
        description: `${RUN_SUBMIT_DESCRIPTION} resource_id はおすすめの対象になる教材（recommend/index の list）。`,
        tags: ['ai-course'],
        querystring: studentQuery,
        body: z.object({ course_id: idParam(), resource_id: idParam(), guid: guidField }).strict(),
        response: responses(runResult),
      },
    },
    async (request) => ok(await submitRecommended(db, dataDir, student(request), request.body)),
  );

  app.get(
    '/ai/course/recommend/logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '提出したおすすめ教材の結果と、おすすめした理由',
        tags: ['ai-course'],
        querystring: studentQuery.extend({ ...courseIdQuery, guid: guidField }),
        response: responses(runLogs.extend({ resource_id: z.number().int(), title: z.string(), reason: z.string() })),
      },
    },
    async (request) => ok(await recommendLogs(db, dataDir, student(request), request.query.course_id, request.query.guid)),
  );

  app.get(
    '/ai/course/document',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'AI講座の使い方（日本語の説明）',
        tags: ['ai-course'],
        querystring: studentQuery,
        response: responses(z.object({ title: z.string(), sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()) })) })),
      },
    },
    async () => ok(courseDocument()),
  );

  app.get(
    '/ai/course/report',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'AI講座の学習レポート（講座・レッスンごとの進み具合、テストの点、学習時間、技能、最近14日）',
        description:
          '仕様にはない呼び出し（レポート画面 /aistudy/report 用に設計）。学習時間は動画を見た秒数と、提出した問題の記録の開始から終了まで（1回最大1時間）。skills はコーステストの技能別の正答率、daily は日本時間で今日までの14日。',
        tags: ['ai-course'],
        querystring: studentQuery,
        response: responses(
          z.object({
            courses: z.array(
              z.object({
                course_id: z.number().int(),
                title: z.string(),
                progress_percent: z.number().int(),
                lessons: z.array(
                  z.object({
                    lesson_id: z.number().int(),
                    title: z.string(),
                    steps_done: z.number().int(),
                    steps_total: z.number().int(),
                    review_score: z.number().int().nullable(),
                    consolidation_score: z.number().int().nullable(),
                    time_spent_seconds: z.number().int(),
                  }),
                ),
                tests: z.array(z.object({ guid: z.string(), score: z.number().int(), submitted_at: isoTime })),
                time_spent_seconds: z.number().int(),
              }),
            ),
            skills: z.array(z.object({ skill, percent: z.number().int() })),
            daily: z.array(z.object({ date: z.string().describe('YYYY-MM-DD（日本時間）'), seconds: z.number().int() })),
          }),
        ),
      },
    },
    async (request) => ok(await courseReport(db, student(request))),
  );
}
