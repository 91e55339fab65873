import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { notFound, ok } from '../../http/reply';
import { requestNow } from '../../http/request-clock';
import { idParam, isoTime, jsonList, responses, studentQuery } from '../../http/schemas';
import { practiceRecordBody } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsQuery, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { practiceSetLogs } from '../answer-records/progress';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { requireResource } from '../resources/service';
import { EBOOK_GROUP_PREFIX } from './build';
import { freeReadingList } from './free-reading';
import { lastLevelCheck, levelCheck, submitLevelCheck } from './level-check';
import { addToShelf, bookDetails, bookOfExercises, EBOOK_SHELF_LIMIT, getImpression, levelsList, listBooks, readBook, readingHistory, removeFromShelf, saveImpression, savePosition, saveReadingLog, shelf } from './service';
import { startTest, submitTest } from './vocabulary-test';

// Graded readers (/ebook). The spec names the routes but shows no calls; these are ours, each
// documented in the OpenAPI document (/docs).

const TAGS = ['ebook'];
const flag = z.union([z.literal(0), z.literal(1)]);

const levelSchema = z.object({ level: z.number().int(), name_ja: z.string(), name_en: z.string(), eiken: z.string().describe('近い英検の級（英検3級）'), eiken_en: z.string().describe('the same in English (Eiken Grade 3)'), cefr: z.string(), headwords: z.number().int(), min_words: z.number().int(), max_words: z.number().int() });
const bookBrief = z.object({
  book_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_jp: z.string(),
  level: z.number().int().describe('1〜6（levels を参照）'),
  level_name: z.string(),
  genre: z.enum(['fiction', 'nonfiction']),
  genre_jp: z.string(),
  topic_jp: z.string(),
  word_count: z.number().int(),
  chapter_count: z.number().int(),
  reading_minutes: z.number().int().describe('そのレベルの読む速さでの目安（分）'),
  cover_url: z.string().describe('表紙の SVG'),
  summary_jp: z.string(),
  first_line: z.string(),
  on_shelf: flag,
  progress: z.object({ percent: z.number().int(), finished: flag, chapter_index: z.number().int(), updated_at: isoTime }).nullable().describe('読み始めていなければ null'),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
const impressionSchema = z.object({ book_id: z.number().int(), stars: z.number().int(), content: z.string(), updated_at: isoTime });
const positionSchema = z.object({ chapter_index: z.number().int(), sentence_index: z.number().int(), percent: z.number().int(), finished: flag, updated_at: isoTime });
const shelfCount = z.object({ count: z.number().int(), limit: z.number().int() });

const bookIdQuery = studentQuery.extend({ book_id: idParam() });
const bookIdBody = z.object({ book_id: idParam() }).strict();
const index = (name: string, max: number) => z.coerce.number({ message: `${name} は0以上の整数で指定してください` }).int(`${name} は0以上の整数で指定してください`).min(0, `${name} は0以上の整数で指定してください`).max(max, `${name} が大きすぎます`);

const impressionContent = z
  .string({ message: '感想を入力してください' })
  .trim()
  .min(1, '感想を入力してください')
  .max(1000, '感想は1000文字以内で書いてください')
  .refine((value) => !/\p{Extended_Pictographic}/u.test(value), '絵文字は使えません。文字だけで書いてください');

const ebookExerciseScope = async (db: AppContext['database']['db'], resourceId: number) => {
  const resource = await requireResource(db, resourceId);
  if (!resource.groupKey.startsWith(EBOOK_GROUP_PREFIX)) throw notFound('この問題セットは電子書籍の練習ではありません。');
  return { kind: 'practice' as const, resource };
};

export async function ebookRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const now = (request: Parameters<typeof requestNow>[0]) => requestNow(request, context.config);
  const studentOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/ebook/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '本の一覧（レベル・ジャンル・キーワードで絞り込み）',
        description: 'レベル（1〜6）の説明と本の一覧。recommended_level は最後のレベルチェックのおすすめ（まだなら null）。',
        tags: TAGS,
        querystring: studentQuery.extend({
          level: z.coerce.number({ message: 'level は1〜6で指定してください' }).int('level は1〜6で指定してください').min(1, 'level は1〜6で指定してください').max(6, 'level は1〜6で指定してください').optional(),
          genre: z.enum(['fiction', 'nonfiction'], { message: 'genre は fiction か nonfiction です' }).optional(),
          keyword: z.string().trim().max(40, 'keyword は40文字以内で指定してください').optional(),
        }),
        response: responses(z.object({ levels: z.array(levelSchema), list: z.array(bookBrief), recommended_level: z.number().int().nullable() })),
      },
    },
    async (request) => {
      const student = studentOf(request);
      const { level, genre, keyword } = request.query;
      const [list, last] = await Promise.all([listBooks(db, student, { level, genre, keyword: keyword || undefined }), lastLevelCheck(db, student)]);
      return ok({ levels: levelsList(), list, recommended_level: last?.level ?? null });
    },
  );

  app.get(
    '/ebook/details',
    {
      config: { auth: 'student' },
      schema: {
        summary: '本の詳細（章・練習問題・自分の感想）',
        tags: TAGS,
        querystring: bookIdQuery,
        response: responses(
          z.object({
            book: bookBrief.extend({
              chapters: z.array(z.object({ chapter_index: z.number().int(), title: z.string(), title_jp: z.string(), word_count: z.number().int() })),
              gloss_count: z.number().int(),
              exercises: z.array(resourceSummarySchema.extend({ score: z.number().int().nullable().describe('完了していれば最高点'), completed: flag })),
              impression: impressionSchema.nullable(),
            }),
          }),
        ),
      },
    },
    async (request) => ok(await bookDetails(db, studentOf(request), request.query.book_id)),
  );

  app.get(
    '/ebook/shelf',
    {
      config: { auth: 'student' },
      schema: { summary: `自分の本棚（最大${EBOOK_SHELF_LIMIT}冊、新しく追加した順）`, tags: TAGS, querystring: studentQuery, response: responses(shelfCount.extend({ list: z.array(bookBrief.extend({ added_at: isoTime })) })) },
    },
    async (request) => ok(await shelf(db, studentOf(request))),
  );

  app.post(
    '/ebook/shelf/add',
    {
      config: { auth: 'student' },
      schema: {
        summary: '本棚に追加',
        description: `本棚がいっぱい（${EBOOK_SHELF_LIMIT}冊）なら 409 で何も変えない。すでにある本は何もしない。`,
        tags: TAGS,
        querystring: studentQuery,
        body: bookIdBody,
        response: responses(shelfCount),
      },
    },
    async (request) => ok(await addToShelf(db, studentOf(request), request.body.book_id)),
  );

  app.post(
    '/ebook/shelf/remove',
    { config: { auth: 'student' }, schema: { summary: '本棚から外す', tags: TAGS, querystring: studentQuery, body: bookIdBody, response: responses(shelfCount) } },
    async (request) => ok(await removeFromShelf(db, studentOf(request), request.body.book_id)),
  );

  app.get(
    '/ebook/read',
    {
      config: { auth: 'student' },
      schema: {
        summary: '本文（リーダー用）',
        description: '章ごとの段落と文。文ごとの音声（audio_url）と長さ（duration_ms）で、読み上げ中の文を強調する。glosses はレベルより上の語の日本語。position は保存した読んだ位置（どの端末からでも同じ）。',
        tags: TAGS,
        querystring: bookIdQuery,
        response: responses(
          z.object({
            book: bookBrief.extend({ voice: z.string() }),
            chapters: z.array(
              z.object({
                chapter_index: z.number().int(),
                title: z.string(),
                title_jp: z.string(),
                word_count: z.number().int(),
                paragraphs: z.array(z.array(z.object({ sentence_index: z.number().int().describe('章の中の文の番号（0から、段落をまたいで数える）'), text: z.string(), words: z.number().int(), audio_url: z.string(), duration_ms: z.number().int() }))),
              }),
            ),
            glosses: z.array(z.object({ word: z.string(), forms: z.array(z.string()), ja: z.string() })),
            position: positionSchema.nullable(),
          }),
        ),
      },
    },
    async (request) => ok(await readBook(db, studentOf(request), request.query.book_id)),
  );

  app.post(
    '/ebook/position',
    {
      config: { auth: 'student' },
      schema: {
        summary: '読んでいる位置を保存',
        description: '最後に保存した位置が残る（どの端末からでも）。最後の文に着いたら読了（finished）になり、前に戻っても読了のまま。',
        tags: TAGS,
        querystring: studentQuery,
        body: z.object({ book_id: idParam(), chapter_index: index('chapter_index', 99), sentence_index: index('sentence_index', 9999) }).strict(),
        response: responses(z.object({ position: positionSchema })),
      },
    },
    async (request) => {
      const { book_id: bookId, chapter_index: chapterIndex, sentence_index: sentenceIndex } = request.body;
      const saved = await savePosition(db, studentOf(request), bookId, chapterIndex, sentenceIndex, now(request));
      return ok({ position: saved.position! });
    },
  );

  app.post(
    '/ebook/reading-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '読書の記録（時間と語数）',
        description: '章を離れたとき・ページを閉じるとき・2分ごとに送る。guid ごとに1回だけ記録する（再送しても増えない：saved 0）。',
        tags: TAGS,
        querystring: studentQuery,
        body: z
          .object({
            guid: z.string().uuid('guid は UUID で指定してください'),
            book_id: idParam(),
            chapter_index: index('chapter_index', 99),
            seconds: z.coerce.number({ message: 'seconds は1〜3600の整数で指定してください' }).int('seconds は1〜3600の整数で指定してください').min(1, 'seconds は1〜3600の整数で指定してください').max(3600, 'seconds は1〜3600の整数で指定してください'),
            words: index('words', 10_000),
          })
          .strict(),
        response: responses(z.object({ saved: flag })),
      },
    },
    async (request) => ok(await saveReadingLog(db, studentOf(request), request.body, now(request))),
  );

  app.get(
    '/ebook/history',
    {
      config: { auth: 'student' },
      schema: {
        summary: '読書の記録（合計・日ごと・本ごと）',
        description: 'days 日分（東京の日付、古い順、記録のない日も0で入る）。wpm は1分あたりの語数（30秒未満は null）。',
        tags: TAGS,
        querystring: studentQuery.extend({ days: z.coerce.number({ message: 'days は7〜365で指定してください' }).int().min(7, 'days は7〜365で指定してください').max(365, 'days は7〜365で指定してください').default(30) }),
        response: responses(
          z.object({
            totals: z.object({ books_started: z.number().int(), books_finished: z.number().int(), minutes: z.number().int(), words: z.number().int(), wpm: z.number().int().nullable() }),
            days: z.array(z.object({ date: z.string(), minutes: z.number().int(), words: z.number().int(), wpm: z.number().int().nullable() })),
            books: z.array(bookBrief.extend({ minutes: z.number().int(), words: z.number().int(), last_read_at: isoTime })),
          }),
        ),
      },
    },
    async (request) => ok(await readingHistory(db, studentOf(request), request.query.days, now(request))),
  );

  app.get(
    '/ebook/impression',
    { config: { auth: 'student' }, schema: { summary: '自分の感想', tags: TAGS, querystring: bookIdQuery, response: responses(z.object({ impression: impressionSchema.nullable() })) } },
    async (request) => ok(await getImpression(db, studentOf(request), request.query.book_id)),
  );

  app.post(
    '/ebook/impression',
    {
      config: { auth: 'student' },
      schema: {
        summary: '感想を保存（星1〜5と1000文字以内の文、絵文字不可）',
        tags: TAGS,
        querystring: studentQuery,
        body: z
          .object({
            book_id: idParam(),
            stars: z.coerce.number({ message: '星は1〜5で選んでください' }).int('星は1〜5で選んでください').min(1, '星は1〜5で選んでください').max(5, '星は1〜5で選んでください'),
            content: impressionContent,
          })
          .strict(),
        response: responses(z.object({ impression: impressionSchema })),
      },
    },
    async (request) => ok(await saveImpression(db, studentOf(request), request.body.book_id, request.body.stars, request.body.content, now(request))),
  );

  const levelCheckAnswer = z.object({ question_id: z.string().max(20), choice: z.string().max(200) }).strict();
  app.get(
    '/ebook/level-check',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'レベルチェックの問題（やさしい順、選択肢は並べかえ済み）',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(
          z.object({
            questions: z.array(z.object({ question_id: z.string(), level: z.number().int(), passage: z.string(), question: z.string(), question_jp: z.string(), choices: z.array(z.string()) })),
            last: z.object({ level: z.number().int(), correct: z.number().int(), total: z.number().int(), created_at: isoTime }).nullable(),
          }),
        ),
      },
    },
    async (request) => ok(await levelCheck(db, studentOf(request))),
  );

  app.post(
    '/ebook/level-check',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'レベルチェックの答え → おすすめのレベルと本',
        description: 'answers: [{ question_id, choice }] の JSON（すべての問題。答えなかった問題は choice を空に）。おすすめは、下のレベルから60%以上正解が続いた一番上のレベル。',
        tags: TAGS,
        querystring: studentQuery,
        body: z.object({ answers: jsonList(levelCheckAnswer, 'answers は [{ question_id, choice }] の配列で送ってください', 60) }).strict(),
        response: responses(
          z.object({ level: z.number().int(), correct: z.number().int(), total: z.number().int(), per_level: z.array(z.object({ level: z.number().int(), correct: z.number().int(), total: z.number().int() })), books: z.array(bookBrief) }),
        ),
      },
    },
    async (request) => ok(await submitLevelCheck(db, studentOf(request), request.body.answers, now(request))),
  );

  app.get(
    '/ebook/exercise-logs',
    {
      config: { auth: 'student' },
      schema: { summary: '本の練習問題セットの情報と学習記録', description: PRACTICE_SET_LOGS_DESCRIPTION, tags: TAGS, querystring: practiceSetLogsQuery, response: responses(practiceSetLogsSchema.extend({ book_id: z.number().int(), book_title: z.string() })) },
    },
    async (request) => {
      const student = studentOf(request);
      const scope = await ebookExerciseScope(db, request.query.resource_id);
      const logs = await practiceSetLogs(db, student, scope, runChoiceOf(request.query));
      const book = await bookOfExercises(db, scope.resource.groupKey);
      return ok({ ...logs, book_id: book?.id ?? 0, book_title: book?.title ?? '' });
    },
  );

  app.post(
    '/ebook/submit-exercise-log',
    {
      config: { auth: 'student' },
      schema: { summary: '回答の記録（本の練習問題）', description: ANSWER_POST_DESCRIPTION, tags: TAGS, querystring: studentQuery, body: practiceRecordBody, response: responses(recordPostReplySchema) },
    },
    async (request) => {
      const student = studentOf(request);
      const scope = await ebookExerciseScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student, scope, request.body);
      return ok(await recordPostReply(db, student, scope, outcome));
    },
  );

  const testQuestion = z.object({ question_id: z.number().int(), word: z.string(), example: z.string(), book_title: z.string(), choices: z.array(z.string()) });
  app.get(
    '/ebook/test',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テスト（読んだ本の注の語から10問）',
        description: 'まだ答えていないテストがあればそれを返す。読んだ本がなければレベルの本から出題。',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(z.object({ test_id: z.number().int(), questions: z.array(testQuestion) })),
      },
    },
    async (request) => ok(await startTest(db, studentOf(request), now(request))),
  );

  app.post(
    '/ebook/test',
    {
      config: { auth: 'student' },
      schema: {
        summary: '単語テストの答え（1回だけ：2回目は 409）',
        tags: TAGS,
        querystring: studentQuery,
        body: z.object({ test_id: idParam(), answers: jsonList(z.object({ question_id: z.number().int().min(1).max(100), choice: z.string().max(100) }).strict(), 'answers は [{ question_id, choice }] の配列で送ってください', 20) }).strict(),
        response: responses(
          z.object({
            test_id: z.number().int(),
            score: z.number().int(),
            correct: z.number().int(),
            total: z.number().int(),
            results: z.array(z.object({ question_id: z.number().int(), word: z.string(), example: z.string(), chosen: z.string(), answer: z.string(), is_right: flag })),
          }),
        ),
      },
    },
    async (request) => ok(await submitTest(db, studentOf(request), request.body.test_id, request.body.answers, now(request))),
  );

  app.get(
    '/ebook/homework/free-reading/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '多読の宿題（本を読む宿題）',
        description: '自分のクラスの宿題のうち本を指定したもの。本は最後の文まで読むと done。',
        tags: TAGS,
        querystring: studentQuery,
        response: responses(
          z.object({
            list: z.array(
              z.object({ homework_id: z.number().int(), title: z.string(), description: z.string(), start_at: isoTime, due_at: isoTime, is_expired: flag, is_late: flag, done: flag, books: z.array(bookBrief.extend({ done: flag })) }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await freeReadingList(db, studentOf(request), now(request))),
  );
}
