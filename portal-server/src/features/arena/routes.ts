// The arena's calls (spec part 3 "Arena"; paths the spec does not show are designed here and
// described in the OpenAPI document) and its live channel (live.ts). README.md in this folder
// tells how a battle runs across processes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FORFEIT_GRACE_SECONDS } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { arenaQuestions, arenaWrongQuestions } from '../../db/tables/arena';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { requestNow } from '../../http/request-clock';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { answerRecordFields, runGuid } from '../answer-records/input';
import { questionIdSchema } from '../../lib/item-meta';
import { battleResult, finishBattle, submitAnswer } from './battles';
import { descriptionFile, readArenaFile } from './content';
import { arenaLiveChannel } from './live';
import { leaveQueue, matchRival } from './matching';
import { MESSAGES } from './messages';
import { finishGrammarRun, startGrammarRun, submitWrongAnswer, wrongQuestionPaper, wrongReviewResult } from './review';
import {
  answerReplySchema,
  battleResultSchema,
  battleViewSchema,
  descriptionSchema,
  finishReplySchema,
  grammarResultSchema,
  levelListSchema,
  matchReplySchema,
  myLevelInfoSchema,
  typeListSchema,
  wrongAnswerReplySchema,
  wrongPaperSchema,
  wrongResultSchema,
} from './schemas';
import { allTypes, arenaLevels, levelName, levelOf, ratingRecords, requireType } from './store';
import { START } from './ratings';

const tags = ['arena'];
const level = () => z.coerce.number({ message: MESSAGES.badLevel }).int(MESSAGES.badLevel).min(1, MESSAGES.badLevel).max(5, MESSAGES.badLevel);
const battleBody = z.object({ battle_id: idParam() }).strict();
const battleQuery = studentQuery.extend({ battle_id: idParam() });

export async function arenaRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const now = (request: FastifyRequest) => requestNow(request, context.config);
  const student = (request: FastifyRequest) => currentUser(request).id;
  arenaLiveChannel(appBase, context);

  /** Each type's rating record of the student, defaulting to the start rating. */
  const myRecords = async (studentId: number) => {
    const [types, records] = await Promise.all([allTypes(db), ratingRecords(db, studentId)]);
    return types.map((type) => ({ type, record: records.get(type.id) ?? { ...START, battles: 0, wins: 0, losses: 0, draws: 0 } }));
  };

  /** How many wrong questions of each type the student still has to review. */
  const wrongCounts = async (studentId: number) => {
    const rows = await db
      .select({ typeId: arenaWrongQuestions.typeId, total: sql<number>`count(*)::int` })
      .from(arenaWrongQuestions)
      .where(and(eq(arenaWrongQuestions.studentId, studentId), isNull(arenaWrongQuestions.clearedAt)))
      .groupBy(arenaWrongQuestions.typeId);
    return new Map(rows.map((row) => [row.typeId, row.total]));
  };

  app.get(
    '/arena/get-type-list',
    { config: { auth: 'student' }, schema: { summary: '対戦の種類（この生徒のレベルとレーティングつき）', tags, querystring: studentQuery, response: responses(typeListSchema) } },
    async (request) => {
      const [records, wrong] = await Promise.all([myRecords(student(request)), wrongCounts(student(request))]);
      return ok({
        list: records.map(({ type, record }) => ({
          type_id: type.id,
          code: type.code,
          name: type.nameJa,
          name_en: type.nameEn,
          description: type.descriptionJa,
          question_count: type.questionCount,
          seconds_per_question: type.secondsPerQuestion,
          level: levelOf(record.rating),
          rating: Math.round(record.rating),
          battles: record.battles,
          wins: record.wins,
          wrong_count: wrong.get(type.id) ?? 0,
        })),
      });
    },
  );

  app.get(
    '/arena/get-level-list',
    { config: { auth: 'student' }, schema: { summary: '5つのレベル（問題の難しさと、すすめるレーティングの範囲）', tags, querystring: studentQuery, response: responses(levelListSchema) } },
    async () => {
      const counts = await db
        .select({ level: arenaQuestions.level, total: sql<number>`count(*)::int` })
        .from(arenaQuestions)
        .where(sql`${arenaQuestions.active}`)
        .groupBy(arenaQuestions.level);
      const levels = arenaLevels();
      return ok({
        list: levels.map((entry, position) => ({
          level: entry.level,
          name: entry.name_ja,
          eiken: entry.eiken_ja,
          description: entry.description_ja,
          rating_min: entry.rating_min,
          rating_max: levels[position + 1] ? levels[position + 1]!.rating_min - 1 : null,
          question_total: counts.find((row) => row.level === entry.level)?.total ?? 0,
        })),
      });
    },
  );

  app.get(
    '/arena/my-level-info',
    {
      config: { auth: 'student' },
      schema: { summary: 'この生徒の種類ごとのレーティング・レベル・戦績', description: 'type_id を省くと全種類。', tags, querystring: studentQuery.extend({ type_id: idParam().optional() }), response: responses(myLevelInfoSchema) },
    },
    async (request) => {
      if (request.query.type_id !== undefined) await requireType(db, request.query.type_id);
      const levels = arenaLevels();
      const rows = (await myRecords(student(request))).filter(({ type }) => request.query.type_id === undefined || type.id === request.query.type_id);
      return ok({
        list: rows.map(({ type, record }) => {
          const current = levelOf(record.rating);
          return {
            type_id: type.id,
            code: type.code,
            name: type.nameJa,
            rating: Math.round(record.rating),
            deviation: Math.round(record.deviation),
            level: current,
            level_name: levelName(current),
            next_level_rating: levels.find((entry) => entry.level === current + 1)?.rating_min ?? null,
            battles: record.battles,
            wins: record.wins,
            losses: record.losses,
            draws: record.draws,
          };
        }),
      });
    },
  );

  app.get(
    '/arena/description',
    { config: { auth: 'student' }, schema: { summary: 'アリーナのルール（/arena/about）', tags, querystring: studentQuery, response: responses(descriptionSchema) } },
    async () => {
      const page = readArenaFile('description.yaml', descriptionFile);
      return ok({ title: page.title_ja, sections: page.sections.map((section) => ({ heading: section.heading_ja, body: section.body_ja })) });
    },
  );

  app.get(
    '/arena/matching-rival',
    {
      config: { auth: 'student' },
      schema: {
        summary: '対戦相手を探す（見つかれば対戦、いなければ待ち行列に入る）',
        description:
          'まだ終わっていない対戦があれば、種類やレベルにかかわらずそれを返す（再読み込みで続ける）。いなければ同じ種類でレベルの差が1以内の待っている生徒と対戦を作り、その生徒にはライブ通知 matched が届く。' +
          'だれもいなければ waiting（ライブ通知のソケットを開いて待つ）。ghost=1 は ghost_after_seconds 待ったあとにだけ選べ、このレベルの記録された対戦（ゴースト）と対戦する。',
        tags,
        querystring: studentQuery.extend({ type_id: idParam(), level: level(), ghost: z.enum(['0', '1']).default('0') }),
        response: responses(matchReplySchema),
      },
    },
    async (request) => ok(await matchRival(db, { studentId: student(request), typeId: request.query.type_id, level: request.query.level, ghost: request.query.ghost === '1' }, now(request))),
  );

  app.get(
    '/arena/leave-matching',
    { config: { auth: 'student' }, schema: { summary: '相手を待つのをやめる', tags, querystring: studentQuery, response: responses(z.object({ left: z.boolean().describe('待ち行列にいた') })) } },
    async (request) => ok({ left: await leaveQueue(db, student(request)) }),
  );

  app.post(
    '/arena/submit-exercise-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '対戦の1問の回答（正誤と時間はサーバーが決める）',
        description:
          '答えられるのはいま開いている問題だけ：まだ表示されていない問題、答えた問題、制限時間（と 1.5 秒の猶予）を過ぎた問題は 400。同じ guid の再送は最初の結果を返し、何も変えない。相手にはライブ通知 rival_progress が届く。',
        tags,
        querystring: studentQuery,
        body: z.object({ battle_id: idParam(), question_index: z.coerce.number().int().min(0).max(49), choice: z.coerce.number().int().min(1).max(6), guid: runGuid() }).strict(),
        response: responses(answerReplySchema),
      },
    },
    async (request) => {
      const { battle_id: battleId, question_index: questionIndex, choice, guid } = request.body;
      return ok(await submitAnswer(db, student(request), { battleId, questionIndex, choice, guid }, now(request)));
    },
  );

  app.post(
    '/arena/submit-battle-score',
    {
      config: { auth: 'student' },
      schema: {
        summary: '対戦を終える（全問答えたか時間切れのあと）',
        description: `相手も終わっていれば（または相手が ${FORFEIT_GRACE_SECONDS} 秒以上戻らない棄権、対戦の期限切れ、ゴースト対戦なら）結果を決めて finished と結果を返す。相手がまだなら waiting_rival（結果が出るとライブ通知 finished）。`,
        tags,
        querystring: studentQuery,
        body: battleBody,
        response: responses(finishReplySchema),
      },
    },
    async (request) => ok(await finishBattle(db, student(request), request.body.battle_id, now(request))),
  );

  app.get(
    '/arena/battle-result',
    { config: { auth: 'student' }, schema: { summary: '決まった対戦の結果（/arena/pkresult）', tags, querystring: battleQuery, response: responses(battleResultSchema) } },
    async (request) => ok(await battleResult(db, student(request), request.query.battle_id)),
  );

  app.get(
    '/arena/grammar-paper',
    {
      config: { auth: 'student' },
      schema: { summary: '文法モード：ひとりで文法問題10問（新しい回）', description: '回答は submit-exercise-log、終わったら submit-grammar-score。', tags, querystring: studentQuery.extend({ level: level() }), response: responses(battleViewSchema) },
    },
    async (request) => ok(await startGrammarRun(db, student(request), request.query.level, now(request))),
  );

  app.post(
    '/arena/submit-grammar-score',
    { config: { auth: 'student' }, schema: { summary: '文法モードの回を終える（得点と自己ベスト）', tags, querystring: studentQuery, body: battleBody, response: responses(grammarResultSchema) } },
    async (request) => ok(await finishGrammarRun(db, student(request), request.body.battle_id, now(request))),
  );

  app.get(
    '/arena/get-wrong-question-paper',
    {
      config: { auth: 'student' },
      schema: {
        summary: '対戦と文法モードで間違えた（時間切れの）問題の復習',
        description: '新しい順。各問題はエンジンの1問の教材。回答は submit-wrong-question-result（guid はこの回の guid）。',
        tags,
        querystring: studentQuery.extend({ type_id: idParam().optional(), limit: z.coerce.number().int().min(1).max(30).default(10) }),
        response: responses(wrongPaperSchema),
      },
    },
    async (request) => ok(await wrongQuestionPaper(db, student(request), request.query.type_id, request.query.limit)),
  );

  app.post(
    '/arena/submit-wrong-question-result',
    {
      config: { auth: 'student' },
      schema: {
        summary: '間違えた問題の復習の回答（サーバーが採点し、正解ならリストから消す）',
        description: 'エンジンが送る回答の項目と question_id。この回（guid）で同じ問題の再送は最初の結果を返す。',
        tags,
        querystring: studentQuery,
        body: z.object({ ...answerRecordFields, question_id: questionIdSchema }).strict(),
        response: responses(wrongAnswerReplySchema),
      },
    },
    async (request) => ok(await submitWrongAnswer(db, student(request), request.body, now(request))),
  );

  app.get(
    '/arena/wrong-question-result',
    { config: { auth: 'student' }, schema: { summary: '復習の回の結果（/arena/wrongResult）', tags, querystring: studentQuery.extend({ guid: runGuid() }), response: responses(wrongResultSchema) } },
    async (request) => ok(await wrongReviewResult(db, student(request), request.query.guid)),
  );
}
