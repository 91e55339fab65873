import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { requestNow } from '../../http/request-clock';
import { idArrayParam, idParam, isoTime, percentScore, responses, studentQuery } from '../../http/schemas';
import { flag01, runGuid } from '../answer-records/input';
import { paperAnswerFields, paperItemSchema } from '../word-plans/paper';
import { deletePlan, editPlan, planSchema, planSettingFields } from '../word-plans/plans';
import { SPOKEN_RIGHT_FROM } from '../word-plans/rating';
import { answerInRun, answerOutcomeSchema, reviewLearningCard, runResultSchema } from '../word-plans/runs';
import { bookmarkRoutes } from './bookmark-routes';
import { bizWordCardSchema } from './cards';
import { levelRoutes } from './level-routes';
import { addWordPlan, BIZ, bizIndex, checkPlanCompleted, myPlanList, requireLearningRun, requireTestRun, startLearning, startTesting, viewTestResults, wordLevelList } from './plans';

// Business words (/eiken/biz): the spec names GET my-plan-list, word-level-list, index,
// start-learning (plan_id, new_task), start-testing (plan_id), view-test-results (plan_id, guid),
// check-plan-completed (plan_id, action_type) and POST add/edit/delete-word-plan, with no bodies
// or shapes; those, and the learning and test answer calls, are ours. Plans are the word-plan
// core's (module 'biz', at most 3) over the business word list; a "level" is one of its units.

const tags = ['biz-word'];
const planQuery = studentQuery.extend({ plan_id: idParam() });

const todaySchema = z.object({
  due_count: z.number().int().describe('今、復習の時期が来ている単語の数'),
  new_count: z.number().int().describe('今日まだ覚えられる新しい単語の数（daily_new から今日始めた数を引いた分まで）'),
  learn_completed: z.union([z.literal(0), z.literal(1)]).describe('今日の学習（新しい単語と復習）が残っていないか'),
  test_completed: z.union([z.literal(0), z.literal(1)]).describe('今日テストを最後まで受けたか'),
});
const bizPlanSchema = planSchema.extend({ today: todaySchema });

/** level_ids as a JSON array (JSON body), or a form string: "[3,4]" or "3,4"; none means the whole list. */
const levelIds = idArrayParam(200, 'level_ids はレベル（word-level-list の level_id）の配列で指定してください');

const addPlanBody = z
  .object({
    title: planSettingFields.title.optional().describe('省略するとレベル名から付ける'),
    level_ids: levelIds.describe('word-level-list の level_id（省略するとビジネス単語全部）'),
    daily_new: planSettingFields.daily_new.optional(),
    desired_retention: planSettingFields.desired_retention.optional(),
  })
  .strict();

const editPlanBody = z
  .object({ plan_id: idParam(), title: planSettingFields.title.optional(), daily_new: planSettingFields.daily_new.optional(), desired_retention: planSettingFields.desired_retention.optional() })
  .strict();

const learningLogBody = z
  .object({
    plan_id: idParam(),
    guid: runGuid(),
    word_id: idParam(),
    known: flag01().optional().describe('1: 覚えていた、0: 覚えていなかった'),
    percent_score: percentScore('percent_score は0〜100の数で送ってください').optional().describe('単語を読み上げたときの音声評価の点数（60点以上で覚えていたとみなす）'),
  })
  .strict()
  .refine((body) => (body.known === undefined) !== (body.percent_score === undefined), { message: 'known か percent_score のどちらか一方を送ってください', path: ['known'] });

export async function bizWordRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const now = (request: FastifyRequest) => requestNow(request, context.config);

  await app.register(bookmarkRoutes, { context });
  await app.register(levelRoutes, { context });

  app.get(
    '/biz-word/my-plan-list',
    { config: { auth: 'student' }, schema: { summary: 'ビジネス単語のプラン一覧（今日の状況つき）', tags, querystring: studentQuery, response: responses(z.object({ list: z.array(bizPlanSchema), max_plans: z.number().int() })) } },
    async (request) => ok(await myPlanList(db, currentUser(request).id, now(request))),
  );

  app.get(
    '/biz-word/word-level-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランを作れるレベル（ビジネス単語リストの場面別ユニット）',
        tags,
        querystring: studentQuery,
        response: responses(z.object({ list_code: z.string(), title: z.string(), word_count: z.number().int(), list: z.array(z.object({ level_id: z.number().int().describe('ユニット ID（add-word-plan の level_ids）'), title: z.string(), title_en: z.string(), word_count: z.number().int() })) })),
      },
    },
    async () => ok(await wordLevelList(db)),
  );

  app.get(
    '/biz-word/index',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ビジネス単語のホーム：プラン、単語リスト、ブックマーク・苦手な単語・お気に入りの数',
        tags,
        querystring: studentQuery,
        response: responses(
          z.object({
            plan_list: z.array(bizPlanSchema),
            max_plans: z.number().int(),
            word_list: z.object({ list_code: z.string(), title: z.string(), word_count: z.number().int(), level_count: z.number().int() }),
            bookmark_list_count: z.number().int(),
            poor_word_count: z.number().int(),
            favorite_word_count: z.number().int(),
          }),
        ),
      },
    },
    async (request) => ok(await bizIndex(db, currentUser(request).id, now(request))),
  );

  app.post(
    '/biz-word/add-word-plan',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'プランを作る（同時に3つまで）',
        description: '4つ目は 409（単語タスクは同時に3つまでです…）。',
        tags,
        querystring: studentQuery,
        body: addPlanBody,
        response: responses(z.object({ plan: planSchema, added_count: z.number().int() })),
      },
    },
    async (request) => ok(await addWordPlan(db, currentUser(request).id, request.body, now(request))),
  );

  app.post(
    '/biz-word/edit-word-plan',
    { config: { auth: 'student' }, schema: { summary: 'プランの設定を変える（単語と学習の記録はそのまま）', tags, querystring: studentQuery, body: editPlanBody, response: responses(z.object({ plan: planSchema })) } },
    async (request) => {
      const { plan_id: planId, title, daily_new: dailyNew, desired_retention: desiredRetention } = request.body;
      return ok({ plan: await editPlan(db, currentUser(request).id, BIZ, planId, { title, dailyNew, desiredRetention }, now(request)) });
    },
  );

  app.post(
    '/biz-word/delete-word-plan',
    { config: { auth: 'student' }, schema: { summary: 'プランを削除する（学習の記録も消える）', tags, querystring: studentQuery, body: z.object({ plan_id: idParam() }).strict(), response: responses(z.object({ plan_id: z.number().int() })) } },
    async (request) => ok(await deletePlan(db, currentUser(request).id, BIZ, request.body.plan_id)),
  );

  app.get(
    '/biz-word/start-learning',
    {
      config: { auth: 'student' },
      schema: {
        summary: '今日の学習カード（new_task=1 新しい単語、0 復習の単語）',
        description:
          'その日の最初の呼び出しで回（guid）を作り、同じ日の次の呼び出しは同じ回の続き（覚えたカードは learned=1）。学ぶ単語がなければ guid は空、cards は空。1枚ごとに submit-learning-log で記録する。',
        tags,
        querystring: planQuery.extend({ new_task: flag01() }),
        response: responses(
          z.object({
            plan: bizPlanSchema,
            guid: z.string(),
            new_task: z.union([z.literal(0), z.literal(1)]),
            total: z.number().int(),
            learned_count: z.number().int(),
            cards: z.array(bizWordCardSchema.extend({ learned: z.union([z.literal(0), z.literal(1)]) })),
          }),
        ),
      },
    },
    async (request) => ok(await startLearning(db, currentUser(request).id, request.query.plan_id, request.query.new_task, now(request))),
  );

  app.post(
    '/biz-word/submit-learning-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習カード1枚の記録（覚えていたか、または読み上げの点数）',
        description: 'FSRS の評価は正誤（known、または percent_score が60点以上）と、サーバーが測った回答時間（前の記録から）で決まる。同じ回・同じ単語の再送は最初の結果を返す（replayed=1）。最後のカードで回が終わる（finished=1）。',
        tags,
        querystring: studentQuery,
        body: learningLogBody,
        response: responses(
          z.object({
            word_id: z.number().int(),
            is_right: z.union([z.literal(0), z.literal(1)]),
            rating: z.number().int().min(1).max(4).describe('FSRS の評価（1 Again、2 Hard、3 Good、4 Easy）'),
            due: isoTime.describe('次に復習する日時'),
            replayed: z.union([z.literal(0), z.literal(1)]),
            finished: z.union([z.literal(0), z.literal(1)]),
            remaining: z.number().int().describe('この回でまだ記録していないカードの数'),
          }),
        ),
      },
    },
    async (request) => {
      const { plan_id: planId, guid, word_id: wordId, known, percent_score: percent } = request.body;
      const { plan, run } = await requireLearningRun(db, currentUser(request).id, planId, guid);
      const right = known !== undefined ? known === 1 : percent! >= SPOKEN_RIGHT_FROM;
      return ok(await reviewLearningCard(db, { plan, run, wordId, right, answer: known !== undefined ? `known:${known}` : String(Math.round(percent!)), now: now(request) }));
    },
  );

  app.get(
    '/biz-word/start-testing',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'テストの問題（覚えた単語のうち記憶の弱いものから最大20問）',
        description: '問題はエンジンの1問ずつの教材（発音・和文英訳・意味の選択）。今日の未完了のテストがあればその続き（answered は答えた問題）。まだ覚えた単語がなければ 400。回答は submit-test-log。',
        tags,
        querystring: planQuery,
        response: responses(z.object({ plan: planSchema, guid: z.string(), items: z.array(paperItemSchema), answered: z.array(z.string()).describe('この回で答えた question_id') })),
      },
    },
    async (request) => ok(await startTesting(db, currentUser(request).id, request.query.plan_id, now(request))),
  );

  app.post(
    '/biz-word/submit-test-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'テストの回答（サーバーが採点し、単語の復習の予定を更新する）',
        description: 'エンジンが送る回答の項目（result、answer_result、percent_score、is_skipped など）と question_id。同じ問題の再送は最初の結果を返す（replayed=1）。',
        tags,
        querystring: studentQuery,
        body: z.object({ plan_id: idParam(), ...paperAnswerFields }).strict(),
        response: responses(answerOutcomeSchema),
      },
    },
    async (request) => {
      const { plan_id: planId, word_id: wordId, ...answer } = request.body;
      const { plan, run } = await requireTestRun(db, currentUser(request).id, planId, answer.guid);
      return ok(await answerInRun(db, { plan, run, body: answer, wordId, now: now(request) }));
    },
  );

  app.get(
    '/biz-word/view-test-results',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'テスト（または学習の回）の結果',
        description: 'score は正解1問5点、percent は問題数に対する正解の割合（0〜100）。答えなかった問題は unanswered。',
        tags,
        querystring: planQuery.extend({ guid: runGuid() }),
        response: responses(runResultSchema.extend({ plan: planSchema, total: z.number().int(), unanswered: z.number().int(), score: z.number().int(), percent: z.number().int() })),
      },
    },
    async (request) => ok(await viewTestResults(db, currentUser(request).id, request.query.plan_id, request.query.guid)),
  );

  app.get(
    '/biz-word/check-plan-completed',
    {
      config: { auth: 'student' },
      schema: {
        summary: '今日の学習（learn）またはテスト（test）が終わったか',
        tags,
        querystring: planQuery.extend({ action_type: z.enum(['learn', 'test'], { message: 'action_type は learn か test です' }) }),
        response: responses(
          z.object({
            plan_id: z.number().int(),
            action_type: z.enum(['learn', 'test']),
            completed: z.union([z.literal(0), z.literal(1)]),
            due_count: z.number().int(),
            new_count: z.number().int(),
            last_test_guid: z.string().nullable().describe('今日最後に終えたテストの guid'),
          }),
        ),
      },
    },
    async (request) => ok(await checkPlanCompleted(db, currentUser(request).id, request.query.plan_id, request.query.action_type, now(request))),
  );
}
