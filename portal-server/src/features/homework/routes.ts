import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { idListParam, idParam, isoTime, paging, responses, studentQuery, text } from '../../http/schemas';
import { flag01, homeworkRecordBody, runGuid } from '../answer-records/input';
import { buildRecord } from '../answer-records/record';
import { ANSWER_POST_DESCRIPTION, answerRecordSchema, recordPostReplySchema, resourceInfoSchema } from '../answer-records/responses';
import { findOpenRun, findResultRun, isHomeworkExpired, resolveTopicScope } from '../answer-records/runs';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { resourceInfo } from '../resources/service';
import { assertTeacherOfClass } from '../accounts/service';
import { addCorrectNote, addWritingNote, createHomework, homeworkConfig, homeworkDetail, homeworkOfTeacher, homeworkProgressForTeacher, listHomework } from './service';

const flag = z.union([z.literal(0), z.literal(1)]);
const status = z.enum(['unfinished', 'finished', 'expired']);

const configSchema = z
  .object({
    required_times: z.number().int(),
    sample_answer: flag,
    speech_speed: flag,
    subtitle: flag,
    translation: flag,
    answer_tips: flag,
    switchSampleAnswer: flag,
    switchSubtitle: flag,
    switchTranslation: flag,
    switchAnswerTips: flag,
  })
  .meta({ id: 'HomeworkConfig' });

const listItem = z.object({
  homework_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_name: z.string(),
  start_at: isoTime,
  due_at: isoTime,
  expires_at: isoTime.nullable(),
  is_expired: flag,
  is_late: flag.describe('期限（due_at）を過ぎてもまだ終わっていない'),
  is_finished: flag,
  status,
  topic_count: z.number().int(),
  finished_topic_count: z.number().int(),
});

const topicSummary = z.object({
  topic_id: z.number().int(),
  position: z.number().int(),
  resource: resourceInfoSchema,
  completed_times: z.number().int(),
  required_times: z.number().int(),
  is_finished: flag,
  best_score: z.number().int(),
  last_score: z.number().int(),
  last_record_guid: z.string(),
  open_record_guid: z.string(),
  current_index: z.number().int(),
  has_limit: flag,
  limit_number: z.number().int(),
});

const detailSchema = z.object({
  homework_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  class_name: z.string(),
  teacher_name: z.string(),
  start_at: isoTime,
  due_at: isoTime,
  expires_at: isoTime.nullable(),
  is_expired: flag,
  is_finished: flag,
  status,
  has_limit: flag,
  limit_number: z.number().int(),
  config: configSchema,
  topics: z.array(topicSummary),
  writing_topics: z
    .array(
      z.object({
        topic_id: z.number().int().describe('宿題の課題 ID'),
        position: z.number().int(),
        writing_topic_id: z.number().int().describe('英作文のテーマ ID（/v3/writing/topic-detail の topic_id）'),
        title: z.string(),
        title_en: z.string(),
        level: z.string(),
        completed_times: z.number().int(),
        is_finished: flag,
        best_score: z.number().int(),
        last_guid: z.string().describe('最後に提出した英作文の guid（/v3/writing/result）。未提出なら空'),
      }),
    )
    .describe('英作文の課題（/v3/writing/homework-detail で取り組む）'),
});

const topicQuery = studentQuery.extend({ topic_id: idParam(), homework_id: idParam().optional() });

const switchField = () => flag01().optional();
const createBody = z
  .object({
    class_id: idParam(),
    title: text(100),
    description: z.string().trim().max(2000).optional(),
    resource_ids: idListParam(50, '教材IDをカンマ区切りで50個まで指定してください').optional(),
    // An essay task: the writing topics (/v3/writing/topic-list) the students write on, after the resources.
    writing_topic_ids: idListParam(10, '英作文のテーマIDをカンマ区切りで10個まで指定してください').optional(),
    start_at: z.iso.datetime({ offset: true }).optional(),
    due_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }).optional(),
    has_limit: switchField(),
    limit_number: z.coerce.number().int().min(0).max(100).optional(),
    required_times: z.coerce.number().int().min(0).max(20).optional(),
    sample_answer: switchField(),
    speech_speed: switchField(),
    subtitle: switchField(),
    translation: switchField(),
    answer_tips: switchField(),
  })
  .strict();

/** A span of an essay: a JSON object, or its JSON text in a form field. */
const hitWordsPos = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .object({ startPos: z.number().int().min(0).max(100_000), endPos: z.number().int().min(1).max(100_000) })
    .strict()
    .refine((span) => span.endPos > span.startPos, { message: 'endPos は startPos より大きくしてください' }),
);

/** A note on a practice run (topic_id, student, guid) or on an essay (writing_guid, hit_words_pos). */
const correctNoteBody = z.union([
  z.object({ topic_id: idParam(), student: idParam(), guid: runGuid(), sent_content: z.string().trim().max(1000), comments: text(2000) }).strict(),
  z.object({ writing_guid: runGuid(), hit_words_pos: hitWordsPos, comments: text(2000) }).strict(),
], { error: '練習の記録には topic_id・student・guid・comments を、英作文には writing_guid・hit_words_pos（{"startPos":0,"endPos":5}）・comments を送ってください' });

export async function homeworkRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/homework/list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '宿題一覧と未完了の数',
        description: '生徒のクラスの宿題（開始済み）。未完了（期限の近い順）が先、その後に完了・期限切れ。status で絞り込める。',
        tags: ['homework'],
        querystring: studentQuery.extend({ status: status.optional(), ...paging(20, 50) }),
        response: responses(
          z.object({ unfinished_count: z.number().int(), total: z.number().int(), page: z.number().int(), limit: z.number().int(), items: z.array(listItem) }),
        ),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const { status: wanted, page, limit } = request.query;
      const all = await listHomework(db, student.id);
      const matching = wanted ? all.filter((item) => item.status === wanted) : all;
      return ok({
        unfinished_count: all.filter((item) => item.status === 'unfinished').length,
        total: matching.length,
        page,
        limit,
        items: matching.slice((page - 1) * limit, page * limit),
      });
    },
  );

  app.get(
    '/homework/detail',
    {
      config: { auth: 'student' },
      schema: {
        summary: '宿題の詳細（設定と課題ごとの進み具合）',
        tags: ['homework'],
        querystring: studentQuery.extend({ homework_id: idParam() }),
        response: responses(detailSchema),
      },
    },
    async (request) => ok(await homeworkDetail(db, currentUser(request).id, request.query.homework_id)),
  );

  app.get(
    '/homework/topic-resource-info',
    {
      config: { auth: 'student' },
      schema: {
        summary: '宿題の課題の教材情報・宿題の設定・学習記録',
        description: '教材の情報（エイリアス付き）、宿題の設定（スイッチ）、期限、回数制限の残り、この生徒の未完了の回の記録（なければ guid が空）。',
        tags: ['homework'],
        querystring: topicQuery,
        response: responses(
          resourceInfoSchema.extend({
            homework_id: z.number().int(),
            topic_id: z.number().int(),
            homework_title: z.string(),
            config: configSchema,
            due_at: isoTime,
            expires_at: isoTime.nullable(),
            is_expired: flag,
            answer_record: answerRecordSchema,
          }),
        ),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await resolveTopicScope(db, student.id, request.query.topic_id, request.query.homework_id);
      const open = await findOpenRun(db, student.id, scope);
      return ok({
        ...resourceInfo(scope.resource),
        homework_id: scope.homework.id,
        topic_id: scope.topic.id,
        homework_title: scope.homework.title,
        config: homeworkConfig(scope.homework),
        due_at: scope.homework.dueAt.toISOString(),
        expires_at: scope.homework.expiresAt?.toISOString() ?? null,
        is_expired: isHomeworkExpired(scope.homework) ? 1 : 0,
        answer_record: await buildRecord(db, student.id, scope, open, { detail: false }),
      });
    },
  );

  app.get(
    '/homework/topic-answer-result',
    {
      config: { auth: 'student' },
      schema: {
        summary: '宿題の課題の結果（記録）',
        description: 'guid を指定すればその回、なければ最後に完了した回（なければ未完了の回）。記録がなければ data は null。先生のコメントは correct_notes。',
        tags: ['homework'],
        querystring: topicQuery.extend({ guid: runGuid().optional() }),
        response: responses(answerRecordSchema.nullable()),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await resolveTopicScope(db, student.id, request.query.topic_id, request.query.homework_id);
      const run = await findResultRun(db, student.id, scope, request.query.guid);
      return ok(run ? await buildRecord(db, student.id, scope, run, { detail: true }) : null);
    },
  );

  app.post(
    '/homework/topic-answer-record',
    {
      config: { auth: 'student' },
      schema: {
        summary: '宿題の回答の記録',
        description: `${ANSWER_POST_DESCRIPTION}\n期限（expires_at）を過ぎた宿題は 423、回数制限を使い切った課題で新しい回を始めると 403。`,
        tags: ['homework'],
        querystring: studentQuery,
        body: homeworkRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await resolveTopicScope(db, student.id, request.body.topic_id, request.body.homework_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );

  app.post(
    '/teacher/homework/create',
    {
      config: { auth: 'user' },
      schema: {
        summary: '宿題を出す（先生: 担当クラスに）',
        description: '課題は resource_ids（教材）と writing_topic_ids（英作文のテーマ）で、どちらか1つ以上。英作文の課題は生徒が /v3/writing/homework-detail で取り組む。',
        tags: ['homework'],
        body: createBody,
        querystring: z.object({}).strict(),
        response: responses(z.object({ homework_id: z.number().int(), topic_ids: z.array(z.number().int()) })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      await assertTeacherOfClass(db, user, body.class_id);
      const created = await createHomework(db, {
        classId: body.class_id,
        teacherId: user.id,
        title: body.title,
        description: body.description ?? '',
        ...(body.start_at ? { startAt: new Date(body.start_at) } : {}),
        dueAt: new Date(body.due_at),
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        hasLimit: body.has_limit === 1,
        limitNumber: body.limit_number ?? 0,
        requiredTimes: body.required_times ?? 0,
        switches: {
          ...(body.sample_answer !== undefined ? { sampleAnswer: body.sample_answer } : {}),
          ...(body.speech_speed !== undefined ? { speechSpeed: body.speech_speed } : {}),
          ...(body.subtitle !== undefined ? { subtitle: body.subtitle } : {}),
          ...(body.translation !== undefined ? { translation: body.translation } : {}),
          ...(body.answer_tips !== undefined ? { answerTips: body.answer_tips } : {}),
        },
        resourceIds: body.resource_ids ?? [],
        writingTopicIds: body.writing_topic_ids ?? [],
      });
      return ok({ homework_id: created.homeworkId, topic_ids: created.topicIds });
    },
  );

  app.get(
    '/teacher/homework/progress',
    {
      config: { auth: 'user' },
      schema: {
        summary: '宿題の進み具合（先生: クラスの生徒ごと）',
        description: '担当クラスの宿題について、生徒ごと・課題ごとの完了回数、点数、最後の回の guid（コメント用）。',
        tags: ['homework'],
        querystring: z.object({ homework_id: idParam() }).strict(),
        response: responses(
          z.object({
            homework_id: z.number().int(),
            title: z.string(),
            due_at: isoTime,
            students: z.array(
              z.object({
                student_id: z.number().int(),
                username: z.string(),
                nickname: z.string(),
                is_finished: flag,
                topics: z.array(
                  z.object({
                    topic_id: z.number().int(),
                    resource_title: z.string(),
                    completed_times: z.number().int(),
                    is_finished: flag,
                    best_score: z.number().int(),
                    last_score: z.number().int(),
                    last_record_guid: z.string(),
                  }),
                ),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(await homeworkProgressForTeacher(db, await homeworkOfTeacher(db, user, request.query.homework_id)));
    },
  );

  app.post(
    '/teacher/homework/correct-note',
    {
      config: { auth: 'user' },
      schema: {
        summary: '生徒の回答に先生のコメントを付ける',
        description:
          '宿題の課題（topic_id）の生徒（student）の回（guid）に、対象の文（sent_content）とコメントを付ける。結果画面の correct_notes に先生の名前付きで出る。' +
          '英作文には topic_id・student・guid の代わりに writing_guid（提出の guid）と hit_words_pos（本文の範囲 {startPos,endPos}、UTF-16 の位置、endPos は含まない）を送る。' +
          '生徒の結果画面ではその範囲に先生の名前付きのコメント（type TEACHER）が出る。',
        tags: ['homework'],
        querystring: z.object({}).strict(),
        body: correctNoteBody,
        response: responses(z.object({ notes_count: z.number().int() })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if ('writing_guid' in body) {
        return ok({ notes_count: await addWritingNote(db, user, { writingGuid: body.writing_guid, hitWordsPos: body.hit_words_pos, comments: body.comments }) });
      }
      const count = await addCorrectNote(db, user, { topicId: body.topic_id, studentId: body.student, guid: body.guid, sentContent: body.sent_content, comments: body.comments });
      return ok({ notes_count: count });
    },
  );
}
