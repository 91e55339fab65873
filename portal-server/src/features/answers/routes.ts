import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requestFeedMark } from '../../http/auth';
import { notFound, ok } from '../../http/reply';
import { idParam, responses, studentQuery } from '../../http/schemas';
import { questionIdSchema } from '../../lib/item-meta';
import { findResourceByCode, nextResourceInGroup, requireCachedResource, requireResource, resourceInfo } from '../resources/service';
import { practiceRecordBody, runGuid } from '../answer-records/input';
import { buildRecord } from '../answer-records/record';
import { Recognizer } from './recognition';
import { ANSWER_POST_DESCRIPTION, answerRecordSchema, recognizeTextSchema, recordPostReplySchema, resourceInfoSchema } from '../answer-records/responses';
import { findOpenRun, findResultRun, resolveTopicScope, type PracticeScope } from '../answer-records/runs';
import { postAnswerRecord, recordPostReply } from './service';

const NO_ANSWER_YET = 'この問題にはまだ音声の回答がありません。';

/**
 * Free practice of any resource (textbook units, and the other modules' practice): resource
 * info with the student's record, answer posts, results, and the recognised text of spoken
 * answers for textbook and homework alike.
 */
export async function practiceRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const recognizer = new Recognizer(db, { speechUrl: context.config.speechUrl, dataDir: context.config.dataDir, log: app.log });
  app.addHook('onClose', () => recognizer.settle());

  // Read before the request writes anything: the session's sync round serves the resource cache too.
  const practiceScope = async (request: FastifyRequest, resourceId: number): Promise<PracticeScope> => ({
    kind: 'practice',
    resource: await requireCachedResource(db, context.database.changes, resourceId, requestFeedMark(request)),
  });

  app.get(
    '/resource/info',
    {
      config: { auth: 'student' },
      schema: {
        summary: '教材の情報（resource_id か resource_code で）',
        tags: ['practice'],
        querystring: studentQuery
          .extend({ resource_id: idParam().optional(), resource_code: z.string().trim().min(1).max(120).optional() })
          .refine((query) => (query.resource_id === undefined) !== (query.resource_code === undefined), {
            message: 'resource_id か resource_code のどちらか一方を指定してください',
          }),
        response: responses(resourceInfoSchema),
      },
    },
    async (request) => {
      currentUser(request);
      const { resource_id: id, resource_code: code } = request.query;
      const resource = id !== undefined ? await requireResource(db, id) : await findResourceByCode(db, code ?? '');
      if (!resource) throw notFound(`教材が見つかりません（resource_code=${code}）`);
      return ok(resourceInfo(resource));
    },
  );

  app.get(
    '/textbook/next-resource-info',
    {
      config: { auth: 'student' },
      schema: {
        summary: '教材の情報と学習記録、同じ単元の次の教材',
        description: 'resource_id の教材の情報（パッケージの場所とバージョン）、この生徒の未完了の回の記録（なければ guid が空の記録）、同じ単元で次に学ぶ教材（最後なら null）。',
        tags: ['practice'],
        querystring: studentQuery.extend({ resource_id: idParam() }),
        response: responses(resourceInfoSchema.extend({ answer_record: answerRecordSchema, next_resource: resourceInfoSchema.nullable() })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await practiceScope(request, request.query.resource_id);
      const [open, next] = await Promise.all([findOpenRun(db, student.id, scope), nextResourceInGroup(db, scope.resource)]);
      return ok({
        ...resourceInfo(scope.resource),
        answer_record: await buildRecord(db, student.id, scope, open, { detail: false }),
        next_resource: next ? resourceInfo(next) : null,
      });
    },
  );

  app.post(
    '/textbook/answer-record',
    {
      config: { auth: 'student' },
      schema: {
        summary: '回答の記録（教科書・自習）',
        description: ANSWER_POST_DESCRIPTION,
        tags: ['practice'],
        querystring: studentQuery,
        body: practiceRecordBody,
        response: responses(recordPostReplySchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await practiceScope(request, request.body.resource_id);
      const outcome = await postAnswerRecord(db, student.id, scope, request.body);
      return ok(await recordPostReply(db, student.id, scope, outcome));
    },
  );

  app.get(
    '/textbook/answer-result',
    {
      config: { auth: 'student' },
      schema: {
        summary: '結果画面の記録（教科書・自習）',
        description: 'guid を指定すればその回、なければ最後に完了した回（完了した回がなければ未完了の回）。記録がなければ data は null。',
        tags: ['practice'],
        querystring: studentQuery.extend({ resource_id: idParam(), guid: runGuid().optional() }),
        response: responses(answerRecordSchema.nullable()),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const scope = await practiceScope(request, request.query.resource_id);
      const run = await findResultRun(db, student.id, scope, request.query.guid);
      return ok(run ? await buildRecord(db, student.id, scope, run, { detail: true }) : null);
    },
  );

  const recognizeDescription = '最新の音声の回答で聞き取った文。録音の認識中は status=pending で空文字（1秒ごとに5回まで問い合わせる）。';
  const recognizedText = async (studentId: number, scope: PracticeScope, questionId: string) => {
    const state = await recognizer.state(studentId, scope, questionId);
    if (!state) throw notFound(NO_ANSWER_YET);
    return ok(state);
  };

  app.get(
    '/textbook/recognize-text',
    {
      config: { auth: 'student' },
      schema: {
        summary: '音声の回答の認識テキスト（教科書・自習）',
        description: recognizeDescription,
        tags: ['practice'],
        querystring: studentQuery.extend({ question_id: questionIdSchema, resource_id: idParam() }),
        response: responses(recognizeTextSchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      return recognizedText(student.id, await practiceScope(request, request.query.resource_id), request.query.question_id);
    },
  );

  app.get(
    '/homework/recognize-text',
    {
      config: { auth: 'student' },
      schema: {
        summary: '音声の回答の認識テキスト（宿題）',
        description: recognizeDescription,
        tags: ['homework'],
        querystring: studentQuery.extend({ question_id: questionIdSchema, topic_id: idParam() }),
        response: responses(recognizeTextSchema),
      },
    },
    async (request) => {
      const student = currentUser(request);
      return recognizedText(student.id, await resolveTopicScope(db, student.id, request.query.topic_id), request.query.question_id);
    },
  );
}
