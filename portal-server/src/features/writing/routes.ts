import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idParam, isoTime, paging, responses, studentQuery } from '../../http/schemas';
import { runGuid } from '../answer-records/input';
import { IMAGE_URL_PATTERN } from '../uploads/service';
import { WRITING_LEVELS } from './content';
import { warmUpEvaluator } from './evaluator/evaluate';
import { history, historyDeep, homeworkWritingDetail, resultOf, submitWriting, teacherDetail, teacherList, topicDetail, topicList } from './service';

// Topic writing, free writing and AI writing (spec part 2 "topic writing with AI and teacher
// comments", "Writing result"; part 3 skill-up writing and AI writing). The spec names
// /v3/textbook/submit-itr-topic-writing (content); the other calls and all payloads are ours.

const source = z.enum(['skillup', 'ai']).describe('どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々');
const markKind = z.enum(['spelling', 'grammar', 'punctuation', 'style', 'word_choice']);
const span = z.object({ startPos: z.number().int(), endPos: z.number().int() }).describe('本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない');
const overallEvaluation = z
  .object({ vocabulary_diversity: z.number(), vocabulary_correctness: z.number(), grammar_diversity: z.number(), grammar_correctness: z.number() })
  .describe('語彙の多様さ・正確さ、文法の多様さ・正確さ（各 0〜100）');
const topicHead = z.object({
  topic_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  prompt_en: z.string(),
  level: z.string(),
  min_words: z.number().int(),
  max_words: z.number().int(),
});

const writingResultFields = z.object({
    guid: z.string(),
    topic: z.object({ topic_id: z.number().int(), title: z.string(), title_en: z.string(), prompt_en: z.string(), level: z.string() }),
    text: z.string(),
    image_url: z.string().nullable().describe('手書きの写真（/uploads/...）。なければ null'),
    created_at: isoTime,
    score: z.number().int(),
    word_count: z.number().int(),
    error_count: z.number().int().describe('AI が見つけた誤りの数（0 なら「間違いは見つかりませんでした」）'),
    general_comment: z.string(),
    overall_evaluation: overallEvaluation,
    comments: z.array(
      z.object({
        sent_content: z.string(),
        start: z.number().int(),
        end: z.number().int(),
        comment: z.string().describe('文ごとの講評'),
        sent_comments: z.array(
          z.object({
            hit_words_pos: span,
            comments: z.string(),
            teacher_name: z.string().describe('先生のコメントなら先生の名前、AI なら空'),
            type: z.enum(['AI', 'TEACHER']),
            kind: z.union([markKind, z.literal('teacher')]),
            suggestion: z.string().nullable(),
          }),
        ),
      }),
    ),
    correct_notes: z.array(z.object({ sent_content: z.string(), comments: z.string(), teacher_name: z.string(), hit_words_pos: span })).describe('先生のコメント（宿題）'),
    en_answer: z.string().describe('模範解答'),
    en_answer_ja: z.string(),
    homework_id: z.number().int().nullable(),
    source,
    mode: z.enum(['practice', 'homework']),
    time_spent_seconds: z.number().int(),
  });
export const writingResultSchema = writingResultFields.meta({ id: 'WritingResult' });

const attempt = z.object({ guid: z.string(), score: z.number().int(), error_count: z.number().int(), word_count: z.number().int(), created_at: isoTime });

const submitBody = z
  .object({
    content: z.string().max(20_000, '英文は20000文字以内にしてください').describe('英作文の本文（英語だけ。空・日本語・絵文字・テーマと関係のない内容は 400、data.reason に理由）'),
    topic_id: idParam(),
    guid: runGuid().describe('クライアントが作る提出の ID。同じ guid の再送は最初の結果を返す'),
    source: source.default('skillup'),
    homework_id: idParam().optional().describe('宿題として書くときの宿題 ID（そのテーマを含む、この生徒の宿題）'),
    image_url: z.string().regex(IMAGE_URL_PATTERN, 'image_url には /v3/upload/image で返された画像の URL を指定してください').optional(),
    time_spent_seconds: z.coerce.number().int().min(0).max(86_400).optional(),
  })
  .strict();

export async function writingRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const student = (request: FastifyRequest) => currentUser(request).id;
  // The grammar checker takes seconds to set up on first use; a student opening a topic will
  // submit an essay minutes later, so it is set up then (once per process) and the submit is
  // answered warm. Not at start-up: most processes (and tests) never evaluate an essay.
  // After the answer is sent: the set-up holds the event loop while WebAssembly compiles.
  const warmUp = (request: FastifyRequest) => {
    setImmediate(() => {
      warmUpEvaluator().catch((error: unknown) => request.log.error({ err: error }, 'setting up the writing evaluator failed'));
    });
  };

  app.get(
    '/writing/topic-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英作文のテーマ一覧（レベル別）と生徒の取り組み',
        description: 'times・best_score・last_guid は source（skillup / ai）の提出だけを数える。best_score は未提出なら null。',
        tags: ['writing'],
        querystring: studentQuery.extend({ level: z.enum(WRITING_LEVELS).optional(), source: source.default('skillup') }),
        response: responses(
          z.object({
            levels: z.array(z.object({ level: z.enum(WRITING_LEVELS), title: z.string() })),
            list: z.array(
              z.object({
                topic_id: z.number().int(),
                code: z.string(),
                level: z.string(),
                title: z.string(),
                title_en: z.string(),
                instruction: z.string(),
                min_words: z.number().int(),
                max_words: z.number().int(),
                times: z.number().int(),
                best_score: z.number().int().nullable(),
                last_guid: z.string().nullable(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => {
      const data = await topicList(db, student(request), request.query.source, request.query.level);
      warmUp(request);
      return ok(data);
    },
  );

  app.get(
    '/writing/topic-detail',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英作文のテーマ（問題文・指示・語数）と最近の提出',
        description: '模範解答（model_answer_en/ja）は一度提出するまで null。',
        tags: ['writing'],
        querystring: studentQuery.extend({ topic_id: idParam() }),
        response: responses(
          z.object({
            topic_id: z.number().int(),
            code: z.string(),
            level: z.string(),
            level_title: z.string(),
            title: z.string(),
            title_en: z.string(),
            prompt_en: z.string(),
            instruction: z.string(),
            min_words: z.number().int(),
            max_words: z.number().int(),
            times: z.number().int(),
            best_score: z.number().int().nullable(),
            attempts: z.array(attempt),
            model_answer_en: z.string().nullable(),
            model_answer_ja: z.string().nullable(),
          }),
        ),
      },
    },
    async (request) => {
      const data = await topicDetail(db, student(request), request.query.topic_id);
      warmUp(request);
      return ok(data);
    },
  );

  app.post(
    '/textbook/submit-itr-topic-writing',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英作文を提出して AI の添削を受ける',
        description:
          '本文を評価して保存し、結果（WritingResult）を返す。空・英語以外の文字・絵文字・テーマと関係のない内容・長すぎる英文は 400 で、' +
          'errmsg に日本語の理由、data.reason に empty / not_english / emoji / off_topic / too_long（何も保存しない）。同じ guid の再送は最初の結果をそのまま返す。' +
          '宿題の提出は homework_id（そのテーマを含む宿題、期限切れは 423）。別の生徒がすでに使った guid は 409。',
        tags: ['writing'],
        querystring: studentQuery,
        body: submitBody,
        response: responses(z.object({ guid: z.string(), result: writingResultSchema })),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await submitWriting(db, student(request), {
          content: body.content,
          topicId: body.topic_id,
          guid: body.guid,
          source: body.source,
          homeworkId: body.homework_id,
          imageUrl: body.image_url,
          timeSpentSeconds: body.time_spent_seconds,
        }),
      );
    },
  );

  app.get(
    '/writing/result',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英作文の結果（AI と先生のコメント、模範解答）',
        description: 'comments は文ごとに、AI の指摘と先生のコメント（type TEACHER、teacher_name 付き）を hit_words_pos の順に並べる。',
        tags: ['writing'],
        querystring: studentQuery.extend({ guid: runGuid() }),
        response: responses(writingResultSchema),
      },
    },
    async (request) => ok(await resultOf(db, student(request), request.query.guid)),
  );

  app.get(
    '/writing/history',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英作文の履歴（新しい順）',
        tags: ['writing'],
        querystring: studentQuery.extend({ source: source.default('skillup'), ...paging(20, 50) }),
        response: responses(
          z.object({
            total: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
            list: z.array(attempt.extend({ topic_id: z.number().int(), title: z.string(), title_en: z.string(), level: z.string(), homework_id: z.number().int().nullable() })),
          }),
        ),
      },
    },
    async (request) => ok(await history(db, student(request), request.query.source, request.query.page, request.query.limit)),
  );

  app.get(
    '/writing/history-deep',
    {
      config: { auth: 'student' },
      schema: {
        summary: '1つのテーマの提出すべて（古い順、伸びのグラフ用）',
        tags: ['writing'],
        querystring: studentQuery.extend({ topic_id: idParam() }),
        response: responses(z.object({ topic: topicHead, list: z.array(attempt.extend({ source, overall_evaluation: overallEvaluation })) })),
      },
    },
    async (request) => ok(await historyDeep(db, student(request), request.query.topic_id)),
  );

  app.get(
    '/writing/homework-detail',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英作文の宿題: テーマと生徒の提出',
        description: '宿題の最初の英作文テーマ。提出は新しい順で、先生のコメントの数（notes_count）付き。英作文の課題がない宿題は 404。',
        tags: ['writing'],
        querystring: studentQuery.extend({ homework_id: idParam() }),
        response: responses(
          z.object({
            homework: z.object({
              homework_id: z.number().int(),
              title: z.string(),
              description: z.string(),
              end_time: isoTime.describe('期限（due_at）'),
              expires_at: isoTime.nullable(),
              is_expired: z.union([z.literal(0), z.literal(1)]),
              topic_id: z.number().int().describe('宿題の課題 ID'),
            }),
            topic: topicHead.extend({ instruction: z.string() }),
            submissions: z.array(attempt.extend({ notes_count: z.number().int() })),
            notes_count: z.number().int(),
          }),
        ),
      },
    },
    async (request) => ok(await homeworkWritingDetail(db, student(request), request.query.homework_id)),
  );

  const teacherStudent = z.object({ id: z.number().int(), name: z.string(), nickname: z.string() });

  app.get(
    '/teacher/writing/list',
    {
      config: { auth: 'user' },
      schema: {
        summary: '担当クラスの生徒の英作文（先生）',
        description: 'homework_id を指定するとその宿題の提出だけ。新しい順に200件まで。',
        tags: ['writing'],
        querystring: z.object({ homework_id: idParam().optional() }).strict(),
        response: responses(
          z.object({
            list: z.array(
              z.object({
                guid: z.string(),
                student: teacherStudent,
                topic_id: z.number().int(),
                title: z.string(),
                title_en: z.string(),
                level: z.string(),
                homework_id: z.number().int().nullable(),
                created_at: isoTime,
                score: z.number().int(),
                word_count: z.number().int(),
                error_count: z.number().int(),
                notes_count: z.number().int(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await teacherList(db, currentUser(request), request.query.homework_id)),
  );

  app.get(
    '/teacher/writing/detail',
    {
      config: { auth: 'user' },
      schema: {
        summary: '生徒の英作文の結果（先生: コメントを付ける画面）',
        description: 'コメントは POST /v3/teacher/homework/correct-note に writing_guid と hit_words_pos で付ける。',
        tags: ['writing'],
        querystring: z.object({ guid: runGuid() }).strict(),
        response: responses(writingResultFields.extend({ student: teacherStudent, homework_title: z.string().nullable() })),
      },
    },
    async (request) => ok(await teacherDetail(db, currentUser(request), request.query.guid)),
  );
}
