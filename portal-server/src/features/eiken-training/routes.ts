import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { practiceRecordBody, runGuid } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, listProgressFields, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsQuery, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { exerciseLogs, REVIEW_BELOW, reviewWords, trainingResourceList, unitList, unitWords, wordPracticeScope } from './service';

// Eiken word training (/eiken/wordtraining) and word learning (/eiken/wordlearning): the word
// units of the student's grade from the portal's word lists, each with generated practice sets
// played by the engine. The spec names /v3/eiken-training/get-resource-list (class_id) only;
// the rest, and every payload, are ours. A "class" here is a word unit.

const level = z.object({ level_id: z.number().int(), code: z.string(), name: z.string(), name_en: z.string() });

const unit = z.object({
  class_id: z.number().int().describe('単語ユニットの ID（get-resource-list / get-word-list の class_id）'),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  position: z.number().int(),
});

const word = z.object({
  word_id: z.number().int(),
  key: z.string().describe('単語の不変の識別子（見出し語と品詞のハッシュ）。生成された問題IDは w<key>-<kind>'),
  word: z.string(),
  pos: z.string().describe('品詞（noun, verb, adjective, ... phrase）'),
  ipa: z.string().describe('発音記号（/ なし）'),
  meaning: z.string(),
  example: z.string(),
  example_jp: z.string(),
  audio_file: z.string().describe('単語の音声の URL（/resources/words-<unit>/<version>/audio/...）'),
  example_audio_file: z.string().describe('例文の音声の URL'),
});

const classIdQuery = studentQuery.extend({ class_id: idParam() });

export async function eikenTrainingRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/eiken-training/get-class-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習中の級の単語ユニットと進み具合（単語トレーニング・単語学習）',
        description: '級がまだ選ばれていなければ level と word_list は null、list は空。resource_count / completed_count はトレーニングのセット、learned は単語学習の確認テストを完了したか。',
        tags: ['eiken-training'],
        querystring: studentQuery,
        response: responses(
          z.object({
            level: level.nullable(),
            word_list: z.object({ code: z.string(), title: z.string(), title_en: z.string(), description: z.string(), word_count: z.number().int() }).nullable(),
            list: z.array(unit.extend({ word_count: z.number().int(), ...listProgressFields, learned: z.union([z.literal(0), z.literal(1)]) })),
          }),
        ),
      },
    },
    async (request) => ok(await unitList(db, currentUser(request).id)),
  );

  app.get(
    '/eiken-training/get-resource-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語ユニットのトレーニングセット（単語→意味、意味→単語、つづり、発音）と進み具合',
        tags: ['eiken-training'],
        querystring: classIdQuery,
        response: responses(z.object({ unit, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await trainingResourceList(db, currentUser(request).id, request.query.class_id)),
  );

  app.get(
    '/eiken-training/get-word-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語ユニットの学習カード（単語・発音記号・意味・音声・例文と訳）と確認テスト',
        tags: ['eiken-training'],
        querystring: classIdQuery,
        response: responses(z.object({ unit, words: z.array(word), check: resourceSummarySchema.nullable().describe('カードのあとの確認テスト（word_choice）') })),
      },
    },
    async (request) => ok(await unitWords(db, currentUser(request).id, request.query.class_id)),
  );

  app.get(
    '/eiken-training/get-exercise-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語セットの情報と学習記録',
        description: `${PRACTICE_SET_LOGS_DESCRIPTION} class_id はそのセットの単語ユニット、purpose は training（単語トレーニング）か learning（単語学習の確認テスト）。`,
        tags: ['eiken-training'],
        querystring: practiceSetLogsQuery,
        response: responses(practiceSetLogsSchema.extend({ class_id: z.number().int(), purpose: z.enum(['training', 'learning']) })),
      },
    },
    async (request) => ok(await exerciseLogs(db, currentUser(request).id, request.query.resource_id, runChoiceOf(request.query))),
  );

  app.post(
    '/eiken-training/submit-exercise-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（英検の単語トレーニング・単語学習）',
        description: ANSWER_POST_DESCRIPTION,
        tags: ['eiken-training'],
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { scope } = await wordPracticeScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );

  app.get(
    '/eiken-training/get-review-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回の結果から復習する単語',
        description: `guid の回（なければ最後に完了した回）で、間違えた・スキップした単語と、発音の点数が ${REVIEW_BELOW.reading} 点未満だった単語を、セットの順に返す。`,
        tags: ['eiken-training'],
        querystring: studentQuery.extend({ resource_id: idParam(), guid: runGuid().optional() }),
        response: responses(
          z.object({
            unit,
            guid: z.string().nullable(),
            answered: z.number().int().describe('その回で答えた問題の数'),
            list: z.array(word.extend({ question_id: z.string(), percent_score: z.number().int() })),
          }),
        ),
      },
    },
    async (request) => ok(await reviewWords(db, currentUser(request).id, request.query.resource_id, request.query.guid)),
  );
}
