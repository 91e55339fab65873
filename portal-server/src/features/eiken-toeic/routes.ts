import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { CHOSEN_LEVEL_EXAMS, EXAM_KINDS, eikenLevels, studentEikenLevels } from '../../db/tables/eiken-toeic';
import { currentUser } from '../../http/auth';
import { badRequest, ok } from '../../http/reply';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { practiceRecordBody } from '../answer-records/input';
import { ANSWER_POST_DESCRIPTION, listProgressFields, PRACTICE_SET_LOGS_DESCRIPTION, practiceSetLogsQuery, practiceSetLogsSchema, recordPostReplySchema, resourceSummarySchema, runChoiceOf } from '../answer-records/responses';
import { postAnswerRecord, recordPostReply } from '../answers/service';
import { classList, eikenPracticeScope, exerciseLogs, levelList, resourceList } from './service';

// Eiken (and TOEIC) preparation: the grade a student prepares for (/testing) and the practice by
// directory of /eiken/practice (spec part 3, section 7: /v3/eiken-toeic/...). The spec names the
// calls but not their payloads; these are ours.

const level = z.object({
  level_id: z.number().int(),
  code: z.string(),
  exam: z.enum(EXAM_KINDS),
  name: z.string(),
  name_en: z.string(),
  cefr: z.string(),
  description: z.string(),
  sample_en: z.string(),
  sample_ja: z.string(),
});

const directory = z.object({
  class_id: z.number().int().describe('分野（ディレクトリ）の ID。get-resource-list の directory_id'),
  level_id: z.number().int(),
  code: z.string(),
  kind: z
    .string()
    .describe('何の練習か。英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7 / business、東京: task-a〜task-d / unit / listening、共通テスト: part1〜part6、高校入試: region'),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
});


export async function eikenToeicRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.get(
    '/eiken-toeic/level-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '英検の級・TOEIC のコースと、生徒が学習中のもの',
        tags: ['eiken-toeic'],
        querystring: studentQuery,
        response: responses(z.object({ current_level_id: z.number().int().nullable(), list: z.array(level) })),
      },
    },
    async (request) => ok(await levelList(db, currentUser(request).id)),
  );

  app.post(
    '/eiken-toeic/submit-level',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習する級・コースを選ぶ',
        tags: ['eiken-toeic'],
        querystring: studentQuery,
        body: z.object({ level_id: z.coerce.number().int().positive().max(2_147_483_647) }).strict(),
        response: responses(z.object({ level_id: z.number().int() })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const [chosen] = await db.select({ id: eikenLevels.id, exam: eikenLevels.exam }).from(eikenLevels).where(eq(eikenLevels.id, request.body.level_id));
      if (!chosen || !CHOSEN_LEVEL_EXAMS.includes(chosen.exam)) throw badRequest('選んだレベルが見つかりません。一覧から選び直してください。');
      const now = new Date();
      await db
        .insert(studentEikenLevels)
        .values({ userId: student.id, levelId: chosen.id, updatedAt: now })
        .onConflictDoUpdate({ target: studentEikenLevels.userId, set: { levelId: chosen.id, updatedAt: now } });
      return ok({ level_id: chosen.id });
    },
  );

  app.get(
    '/eiken-toeic/get-class-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習中の級の分野別練習（ディレクトリ）と進み具合',
        description:
          'exam がなければ生徒が選んだ級（英検・TOEIC）のもの。級がまだ選ばれていなければ level は null、list は空。exam=toeic / tokyo / college / highschool なら、選んだ級にかかわらずその試験の練習（TOEIC のパート別・ビジネス、東京の課題別・ユニット・リスニング、共通テストの大問別、高校入試の地域別）。',
        tags: ['eiken-toeic'],
        querystring: studentQuery.extend({ exam: z.enum(EXAM_KINDS).optional().describe('試験の種類（省略時は選んだ級）') }),
        response: responses(z.object({ level: level.nullable(), list: z.array(directory.extend(listProgressFields)) })),
      },
    },
    async (request) => ok(await classList(db, currentUser(request).id, request.query.exam)),
  );

  app.get(
    '/eiken-toeic/get-resource-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: '分野（ディレクトリ）の練習セットと進み具合',
        tags: ['eiken-toeic'],
        querystring: studentQuery.extend({ directory_id: idParam() }),
        response: responses(z.object({ directory, list: z.array(resourceSummarySchema) })),
      },
    },
    async (request) => ok(await resourceList(db, currentUser(request).id, request.query.directory_id)),
  );

  app.get(
    '/eiken-toeic/get-exercise-logs',
    {
      config: { auth: 'student' },
      schema: {
        summary: '練習セットの情報と学習記録',
        description: `${PRACTICE_SET_LOGS_DESCRIPTION} directory_id はそのセットの分野。`,
        tags: ['eiken-toeic'],
        querystring: practiceSetLogsQuery,
        response: responses(practiceSetLogsSchema.extend({ directory_id: z.number().int().nullable() })),
      },
    },
    async (request) => ok(await exerciseLogs(db, currentUser(request).id, request.query.resource_id, runChoiceOf(request.query))),
  );

  app.post(
    '/eiken-toeic/submit-exercise-log',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（英検の分野別練習）',
        description: ANSWER_POST_DESCRIPTION,
        tags: ['eiken-toeic'],
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await eikenPracticeScope(db, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );
}
