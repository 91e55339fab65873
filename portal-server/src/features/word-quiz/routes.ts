import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { requestNow } from '../../http/request-clock';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { runGuid } from '../answer-records/input';
import { paperAnswerFields, paperItemSchema } from '../word-plans/paper';
import { POINTS_PER_RIGHT, WORD_EXAM_ITEMS, WORD_EXAM_SECONDS } from './exam-rules';
import { abortExam, examResource, finishExam, quizTasks, quizTopics, startExam, submitExamAnswer, submitWrongTopicAnswer, wrongTopicList, wrongTopicResource } from './service';

// The word test of word study (/study_word/test) and its wrong-topic loop
// (/study_word/wrong_topic). The spec names the calls (part 3 section 7) but not their
// parameters; these are ours (issue 13). Items are one-item practice resources the engine plays
// in test mode; the server marks every answer.

const TAGS = ['word-quiz'];
const flag = z.union([z.literal(0), z.literal(1)]);
const guidQuery = studentQuery.extend({ guid: runGuid() });
const guidBody = z.object({ guid: runGuid() }).strict();
const answerBody = z.object({ ...paperAnswerFields }).omit({ word_id: true }).strict();

const examSchema = z.object({
  guid: z.string(),
  plan_id: z.number().int(),
  status: z.enum(['open', 'finished', 'aborted']),
  started_at: z.string(),
  ends_at: z.string().describe(`開始から${WORD_EXAM_SECONDS}秒後。これを過ぎた回答は 423`),
  remaining_sec: z.number().int(),
  score: z.number().int(),
  items: z.array(paperItemSchema.extend({ answered: flag, is_right: flag.nullable().describe('終わったテストだけ（実施中は null）') })),
});

export async function wordQuizRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const now = (request: Parameters<typeof requestNow>[0]) => requestNow(request, context.config);

  app.get(
    '/word-quiz/word-quiz-tasks',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストを受けられるプラン（続きの単語テストと前回の点数）',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(
          z.object({
            list: z.array(
              z.object({
                plan_id: z.number().int(),
                title: z.string(),
                word_count: z.number().int(),
                open_exam_guid: z.string().nullable(),
                last: z.object({ score: z.number().int(), finished_at: z.string() }).nullable(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await quizTasks(db, currentUser(request).id, now(request))),
  );

  app.get(
    '/word-quiz/word-quiz-topics',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストの形（制限時間・問題数・問題の種類）',
        description: `問題は${WORD_EXAM_ITEMS}問（プランの単語が少なければその数）、種類は 1 発音、14 和文英訳、22 意味の選択。`,
        tags: TAGS,
        querystring: studentQuery.extend({ plan_id: idParam() }),
        response: responses(z.object({ time_limit_sec: z.number().int(), item_count: z.number().int(), type_ids: z.array(z.number().int()) })),
      },
    },
    async (request) => ok(await quizTopics(db, currentUser(request).id, request.query.plan_id)),
  );

  app.post(
    '/word-quiz/start-word-exam',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストを始める（そのプランの実施中のテストがあれば続きから）',
        description: '学習済みの単語（思い出せる見込みの低い順）を先に、足りなければ新しい単語で問題を作る。',
        tags: TAGS,
        querystring: studentQuery,
        body: z.object({ plan_id: idParam(), guid: runGuid() }).strict(),
        response: responses(examSchema),
      },
    },
    async (request) => ok(await startExam(db, currentUser(request).id, request.body.plan_id, request.body.guid, now(request))),
  );

  app.get(
    '/word-quiz/word-quiz-resource',
    { config: { auth: 'student' }, schema: { summary: '単語テストの問題と回答の状態', tags: TAGS, querystring: guidQuery, response: responses(examSchema) } },
    async (request) => ok(await examResource(db, currentUser(request).id, request.query.guid, now(request))),
  );

  app.post(
    '/word-quiz/submit-word-exam-answer',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストの回答（サーバーが採点）',
        description: '終了時刻を過ぎた回答は 423（「試験時間が終了しました。」）。答えた問題にもう一度送っても最初の回答のまま。',
        tags: TAGS,
        querystring: studentQuery,
        body: answerBody,
        response: responses(z.object({ question_id: z.string(), is_right: flag, answered: z.number().int(), total: z.number().int(), replayed: flag })),
      },
    },
    async (request) => ok(await submitExamAnswer(db, currentUser(request).id, request.body, now(request))),
  );

  app.post(
    '/word-quiz/finish-word-exam',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストを終える',
        description: `1問正解ごとに${POINTS_PER_RIGHT}点。percent は正解数 ÷ 問題数 × 100。中断したテストは0点。`,
        tags: TAGS,
        querystring: studentQuery,
        body: guidBody,
        response: responses(z.object({ guid: z.string(), status: z.enum(['finished', 'aborted']), score: z.number().int(), percent: z.number().int(), right: z.number().int(), total: z.number().int() })),
      },
    },
    async (request) => ok(await finishExam(db, currentUser(request).id, request.body.guid, now(request))),
  );

  app.post(
    '/word-quiz/abort-word-exam',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストを途中でやめる（0点）',
        tags: TAGS,
        querystring: studentQuery,
        body: guidBody,
        response: responses(z.object({ guid: z.string(), status: z.literal('aborted'), score: z.number().int() })),
      },
    },
    async (request) => ok(await abortExam(db, currentUser(request).id, request.body.guid, now(request))),
  );

  app.get(
    '/word-quiz/wrong-topic-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '間違えた問題の復習が残っている単語テスト',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(
          z.object({
            list: z.array(z.object({ guid: z.string(), plan_id: z.number().int(), title: z.string(), score: z.number().int(), finished_at: z.string(), remaining: z.number().int(), total: z.number().int() })),
          }),
        ),
      },
    },
    async (request) => ok(await wrongTopicList(db, currentUser(request).id, now(request))),
  );

  app.get(
    '/word-quiz/wrong-topic-resource',
    {
      config: { auth: 'student' },
      schema: {
        summary: '間違えた・答えなかった問題のうち、まだ正解していないもの',
        tags: TAGS,
        querystring: guidQuery,
        response: responses(z.object({ guid: z.string(), items: z.array(paperItemSchema), fixed: z.number().int(), total: z.number().int(), remaining: z.number().int() })),
      },
    },
    async (request) => ok(await wrongTopicResource(db, currentUser(request).id, request.query.guid, now(request))),
  );

  app.post(
    '/word-quiz/submit-wrong-topic-answer',
    {
      config: { auth: 'student' },
      schema: {
        summary: '間違えた問題の復習の回答（正解するとその問題は終わり）',
        description: 'remaining が 0 になったら復習は終わり（結果の画面へ）。',
        tags: TAGS,
        querystring: studentQuery,
        body: answerBody,
        response: responses(z.object({ question_id: z.string(), is_right: flag, remaining: z.number().int(), fixed: z.number().int(), total: z.number().int() })),
      },
    },
    async (request) => ok(await submitWrongTopicAnswer(db, currentUser(request).id, request.body, now(request))),
  );
}
