import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { requestNow } from '../../http/request-clock';
import { idArrayParam, idParam, paging, responses, studentQuery } from '../../http/schemas';
import { flag01, runGuid } from '../answer-records/input';
import { MESSAGES as WORD_PLAN_MESSAGES } from '../word-plans/messages';
import { paperAnswerFields, paperItemSchema } from '../word-plans/paper';
import { MAX_PLANS, addPlanWords, createPlan, deletePlan, editPlan, moduleWordLists, planSchema, planSettingFields, type PlanSource } from '../word-plans/plans';
import { answerOutcomeSchema, nextItemSchema, runResultSchema } from '../word-plans/runs';
import { challengePaper, planInfo, planList, planSentenceList, planWordList, startTask, taskNextItem, taskResult, todayTask, uploadAnswer } from './service';

// Word study (/study_word): the spec names GET challenge-paper2 (plan_id) and POST
// upload-challenge-log (plan_id, word_id, is_right) only; the rest, and every payload, are ours
// (issue 13). Plans hold words from an Eiken word list or the student's own; each word's memory
// is scheduled by FSRS; today's task is a run of due and new words, answered one item at a time.

const TAGS = ['study-word'];
const planQuery = studentQuery.extend({ plan_id: idParam() });

/** unit_ids as a JSON array (JSON body), or a form string: "[3,4]" or "3,4". */
const unitIds = idArrayParam(200, 'unit_ids はユニット ID の配列で指定してください');

const addPlanBody = z
  .object({
    title: planSettingFields.title,
    list_code: z.string().trim().min(1).max(40).optional(),
    unit_ids: unitIds,
    words: z.string().max(100_000, '単語は100,000文字以内で入力してください').optional(),
    daily_new: planSettingFields.daily_new.optional(),
    desired_retention: planSettingFields.desired_retention.optional(),
  })
  .strict()
  .refine((body) => (body.list_code === undefined) !== (body.words === undefined), { message: WORD_PLAN_MESSAGES.oneSource, path: ['list_code'] });

const editPlanBody = z
  .object({ plan_id: idParam(), title: planSettingFields.title.optional(), daily_new: planSettingFields.daily_new.optional(), desired_retention: planSettingFields.desired_retention.optional() })
  .strict();

const addWordsBody = z
  .object({ plan_id: idParam(), words: z.string().trim().min(1, '追加する単語を入力してください').max(100_000, '単語は100,000文字以内で入力してください') })
  .strict();

const runBody = z.object({ plan_id: idParam(), guid: runGuid() }).strict();
const pageQuery = planQuery.extend(paging(50, 200));

/** A plan's schedule at a glance (plan-list and plan-info give the same). */
const scheduleFields = {
  counts: z.object({
    new: z.number().int().describe('まだ学習していない単語'),
    learning: z.number().int().describe('学習中・再学習中の単語'),
    review: z.number().int().describe('復習の段階の単語'),
    due_now: z.number().int().describe('今、復習の時期が来ている単語'),
  }),
  retention_now: z.number().nullable().describe('学習した単語をいま思い出せる確率の平均（0〜1、未学習なら null）'),
};
const planListItemSchema = planSchema.extend({
  ...scheduleFields,
  today: z.object({
    due_count: z.number().int().describe('今日のタスクの復習の単語数（today-task の due_count）'),
    new_count: z.number().int().describe('今日のタスクの新しい単語数（today-task の new_count）'),
  }),
});

const skippedSchema = z.object({ word: z.string(), reason: z.enum(['apostrophe', 'number', 'known', 'unknown']).describe('apostrophe: アポストロフィを含む、number: 数字を含む、known: 既にこのモジュールのプランにある、unknown: 単語リストにない') });

const sourceOf = (body: z.output<typeof addPlanBody>): PlanSource => (body.list_code !== undefined ? { listCode: body.list_code, unitIds: body.unit_ids } : { ownWords: body.words ?? '' });

export async function studyWordRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const now = (request: Parameters<typeof requestNow>[0]) => requestNow(request, context.config);

  app.get(
    '/study-word/plan-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語学習のプラン一覧（プランごとの単語の状況と今日のタスクつき）',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(z.object({ list: z.array(planListItemSchema), max_plans: z.number().int() })),
      },
    },
    async (request) => ok(await planList(db, currentUser(request).id, now(request))),
  );

  app.get(
    '/study-word/word-lists',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランにできる単語リスト（英検5級〜2級）とそのユニット',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(
          z.object({ list: z.array(z.object({ list_code: z.string(), title: z.string(), title_en: z.string(), word_count: z.number().int(), units: z.array(z.object({ unit_id: z.number().int(), title: z.string(), title_en: z.string(), word_count: z.number().int() })) })) }),
        ),
      },
    },
    async () => ok({ list: await moduleWordLists(db, 'study') }),
  );

  app.post(
    '/study-word/add-plan',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランの追加（単語リストか自分の単語）',
        description: `プランは1人${MAX_PLANS}つまで（4つ目は 409）。words は改行・カンマ・読点・空白で区切った単語。全角は半角に、記号は取り除き、小文字にそろえる。アポストロフィや数字を含む語、既にプランにある語、単語リストにない語は skipped に理由つきで返す。`,
        tags: TAGS,
        querystring: studentQuery,
        body: addPlanBody,
        response: responses(z.object({ plan: planSchema, added: z.array(z.string()), skipped: z.array(skippedSchema) })),
      },
    },
    async (request) => {
      const { body } = request;
      return ok(await createPlan(db, currentUser(request).id, 'study', { title: body.title, dailyNew: body.daily_new, desiredRetention: body.desired_retention, source: sourceOf(body) }, now(request)));
    },
  );

  app.post(
    '/study-word/edit-plan',
    { config: { auth: 'student' }, schema: { summary: 'プランの設定の変更', tags: TAGS, querystring: studentQuery, body: editPlanBody, response: responses(z.object({ plan: planSchema })) } },
    async (request) => {
      const { plan_id: planId, title, daily_new: dailyNew, desired_retention: desiredRetention } = request.body;
      return ok({ plan: await editPlan(db, currentUser(request).id, 'study', planId, { title, dailyNew, desiredRetention }, now(request)) });
    },
  );

  app.post(
    '/study-word/add-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランに自分の単語を追加（辞書の「単語帳に追加」）',
        description: 'words は add-plan と同じ読み方。追加した語は新しい単語としてプランの最後に入る。既にこのモジュールのプランにある語、単語リストにない語などは skipped に理由つきで返す（何も追加されなくてもエラーにはしない）。ほかの生徒のプランは 404。',
        tags: TAGS,
        querystring: studentQuery,
        body: addWordsBody,
        response: responses(z.object({ plan: planSchema, added: z.array(z.string()), skipped: z.array(skippedSchema) })),
      },
    },
    async (request) => ok(await addPlanWords(db, currentUser(request).id, 'study', request.body.plan_id, request.body.words, now(request))),
  );

  app.post(
    '/study-word/delete-plan',
    {
      config: { auth: 'student' },
      schema: { summary: 'プランの削除（単語の記録と単語テストも消える）', tags: TAGS, querystring: studentQuery, body: z.object({ plan_id: idParam() }).strict(), response: responses(z.object({ plan_id: z.number().int() })) },
    },
    async (request) => ok(await deletePlan(db, currentUser(request).id, 'study', request.body.plan_id)),
  );

  app.get(
    '/study-word/plan-info',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランの詳細：状態ごとの単語数、いまの記憶率の見込み、単語と記憶の状態',
        tags: TAGS,
        querystring: pageQuery,
        response: responses(
          z.object({
            plan: planSchema,
            ...scheduleFields,
            total: z.number().int(),
            words: z.array(
              z.object({
                word_id: z.number().int(),
                word: z.string(),
                meaning: z.string(),
                state: z.enum(['new', 'learning', 'review', 'relearning']),
                due: z.string().nullable(),
                retrievability: z.number().nullable(),
                reps: z.number().int(),
                lapses: z.number().int(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await planInfo(db, currentUser(request).id, request.query.plan_id, request.query, now(request))),
  );

  app.get(
    '/study-word/today-task',
    {
      config: { auth: 'student' },
      schema: {
        summary: '今日のタスク：復習の単語数と新しい単語数',
        description: '新しい単語は daily_new から今日（日本時間）すでに始めた数を引いた数まで。finished_today は復習も新しい単語も残っていないとき 1。',
        tags: TAGS,
        querystring: planQuery,
        response: responses(z.object({ plan: planSchema, due_count: z.number().int(), new_count: z.number().int(), finished_today: z.union([z.literal(0), z.literal(1)]) })),
      },
    },
    async (request) => ok(await todayTask(db, currentUser(request).id, request.query.plan_id, now(request))),
  );

  app.post(
    '/study-word/start-task',
    {
      config: { auth: 'student' },
      schema: {
        summary: '今日のタスクを始める（同じ guid なら続きから）',
        description: '復習の単語（期限の早い順）と新しい単語で回を作り、最初の問題を返す。何もなければ finished=1。',
        tags: TAGS,
        querystring: studentQuery,
        body: runBody,
        response: responses(nextItemSchema),
      },
    },
    async (request) => ok(await startTask(db, currentUser(request).id, request.body.plan_id, request.body.guid, now(request))),
  );

  app.post(
    '/study-word/next-item',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回のいまの問題（答える前に呼んでも同じ問題）',
        description: '間違えた単語は FSRS の学習ステップの期限が来ると、同じ回で別の出し方でもう一度出る。残りがなければ回を終えて finished=1。',
        tags: TAGS,
        querystring: studentQuery,
        body: runBody,
        response: responses(nextItemSchema),
      },
    },
    async (request) => ok(await taskNextItem(db, currentUser(request).id, request.body.plan_id, request.body.guid, now(request))),
  );

  app.get(
    '/study-word/challenge-paper2',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'チャレンジの問題（学習済みの単語から、思い出せる見込みの低い順に20語）',
        tags: TAGS,
        querystring: planQuery,
        response: responses(z.object({ guid: z.string(), items: z.array(paperItemSchema) })),
      },
    },
    async (request) => ok(await challengePaper(db, currentUser(request).id, request.query.plan_id, now(request))),
  );

  app.post(
    '/study-word/upload-challenge-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '今日のタスク・チャレンジの回答（サーバーが採点して FSRS で次の復習日を決める）',
        description:
          'guid は start-task か challenge-paper2 の回。question_id（w<word_id>-<種類>）の問題をサーバーが作り直して採点する（送られた is_right は使わない）。発音は percent_score が60以上で正解。同じ (guid, question_id) をもう一度送っても何も変わらず、記録済みの結果を返す。',
        tags: TAGS,
        querystring: studentQuery,
        body: z.object({ plan_id: idParam(), ...paperAnswerFields, is_right: flag01().optional().describe('仕様の項目。送られても使わない（正誤はサーバーが採点する）') }).strict(),
        response: responses(answerOutcomeSchema),
      },
    },
    async (request) => ok(await uploadAnswer(db, currentUser(request).id, request.body, now(request))),
  );

  app.get(
    '/study-word/word-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランの単語（音声つき）',
        tags: TAGS,
        querystring: pageQuery,
        response: responses(
          z.object({ total: z.number().int(), list: z.array(z.object({ word_id: z.number().int(), word: z.string(), pos: z.string(), ipa: z.string(), meaning: z.string(), audio_file: z.string() })) }),
        ),
      },
    },
    async (request) => ok(await planWordList(db, currentUser(request).id, request.query.plan_id, request.query)),
  );

  app.get(
    '/study-word/sentence-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランの単語の例文（音声つき）',
        tags: TAGS,
        querystring: pageQuery,
        response: responses(
          z.object({
            total: z.number().int(),
            list: z.array(z.object({ word_id: z.number().int(), word: z.string(), meaning: z.string(), example: z.string(), example_jp: z.string(), example_audio_file: z.string() })),
          }),
        ),
      },
    },
    async (request) => ok(await planSentenceList(db, currentUser(request).id, request.query.plan_id, request.query)),
  );

  app.get(
    '/study-word/result',
    {
      config: { auth: 'student' },
      schema: { summary: '回の結果（単語ごとの正誤と次の復習日）', tags: TAGS, querystring: planQuery.extend({ guid: runGuid() }), response: responses(runResultSchema.extend({ plan: planSchema })) },
    },
    async (request) => ok(await taskResult(db, currentUser(request).id, request.query.plan_id, request.query.guid)),
  );
}
