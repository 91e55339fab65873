import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { formNumber, idParam, isoTime, paging, responses, studentQuery } from '../../http/schemas';
import { questionIdSchema } from '../../lib/item-meta';
import { assertCollectionAllowed, collectSentence, discardDeviceFavorites, discardSentence, listFavorites, submitDeviceFavorite } from './service';

const shortText = (max: number) => z.string().trim().max(max);
const sourceId = () => z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/, '英数字と _ . : - の64文字以内で指定してください');
/**
 * When the entry was first collected: the collection page's undo sends back the time of the entry
 * it removed, so the entry returns to its place in the newest-first list. A time in the future is
 * taken as now.
 */
const collectedAt = () => z.iso.datetime({ offset: true, message: 'collected_at は ISO 8601 の日時（例: 2025-04-01T09:30:00.000Z）で指定してください' }).optional();

const sentenceRef = {
  sentence_id: sourceId().optional(),
  sentence_source: sourceId().optional(),
  resource_id: idParam().optional(),
  resource_code: shortText(120).optional(),
  question_index: z.coerce.number().int().min(0).max(10_000).optional(),
};

const collectBody = z
  .object({
    ...sentenceRef,
    client: shortText(64).optional(),
    screen_en_text: shortText(2000).optional(),
    screen_jp_text: shortText(2000).optional(),
    evaluate_text: shortText(2000).optional(),
    audio_file_name: shortText(300).optional(),
    category: z.enum(['read_word', 'read_sentence'], { message: 'category は read_word か read_sentence です' }),
    record_max_time: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(180).default(20)),
    collected_at: collectedAt(),
  })
  .strict();

const deviceSubmitBody = z
  .object({
    resource_id: idParam(),
    question_id: questionIdSchema.optional(),
    client: shortText(64).optional(),
    screen_en_text: shortText(2000).optional(),
    screen_jp_text: shortText(2000).optional(),
    evaluate_html: z.string().max(300_000).optional(),
    evaluate_result: z.string().max(300_000).optional(),
    scores: z.string().max(5000).optional(),
    record_duration: formNumber(0, 3600),
    percent_score: formNumber(-1_000_000, 1_000_000),
    sound_file: z.string().max(300).optional(),
    collected_at: collectedAt(),
  })
  .strict();

const favoriteEntry = z.object({
  favorite_id: z.number().int(),
  type: z.enum(['sentence', 'recording']),
  client: z.string(),
  resource_id: z.number().int().nullable(),
  resource_code: z.string(),
  resource_title: z.string(),
  question_id: z.string(),
  question_index: z.number().int().nullable(),
  sentence_id: z.string(),
  sentence_source: z.string(),
  screen_en_text: z.string(),
  screen_jp_text: z.string(),
  evaluate_text: z.string(),
  audio_file_name: z.string(),
  category: z.string(),
  record_max_time: z.number().int(),
  evaluate_html: z.string(),
  evaluate_result: z.string(),
  scores: z.string(),
  record_duration: z.number().nullable(),
  percent_score: z.number().int().nullable(),
  sound_file: z.string(),
  is_collected: z.literal(1),
  created_at: isoTime,
});

const listResponse = responses(z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), items: z.array(favoriteEntry) }));
const toggleResponse = responses(z.object({ favorite_id: z.number().int().nullable(), is_collected: z.union([z.literal(0), z.literal(1)]), removed: z.number().int() }));

/** The logged-in student, refused when the account has no collection feature. */
function collector(request: FastifyRequest) {
  const student = currentUser(request);
  assertCollectionAllowed(student);
  return student;
}

export async function favoriteRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.post(
    '/favorite-sentence/collect',
    {
      config: { auth: 'student' },
      schema: {
        summary: '文・単語をお気に入りに追加',
        description:
          '文は sentence_id と sentence_source、または resource_id（resource_code）と question_index で特定する。同じ文をもう一度追加しても1件のまま（追加した日時も最初のまま）。collected_at を付けると新しく入る行はその日時で入る（元に戻す用）。大学生は 403。',
        tags: ['collection'],
        querystring: studentQuery,
        body: collectBody,
        response: toggleResponse,
      },
    },
    async (request) => {
      const student = collector(request);
      const id = await collectSentence(db, student.id, request.body);
      return ok({ favorite_id: id, is_collected: 1 as const, removed: 0 });
    },
  );

  app.post(
    '/favorite-sentence/discard',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'お気に入りの文・単語を外す',
        description: 'favorite_id、または追加したときと同じ指定で外す。入っていなくてもエラーにはしない（is_collected=0）。',
        tags: ['collection'],
        querystring: studentQuery,
        body: z.object({ ...sentenceRef, favorite_id: idParam().optional() }).strict(),
        response: toggleResponse,
      },
    },
    async (request) => {
      const student = collector(request);
      const removed = await discardSentence(db, student.id, request.body);
      return ok({ favorite_id: null, is_collected: 0 as const, removed });
    },
  );

  app.post(
    '/device/favorites/submit',
    {
      config: { auth: 'student' },
      schema: {
        summary: '録音（点数付き）をお気に入りに保存',
        description:
          '1つの問題（question_id、なければ教材全体）につき1件。もう一度保存すると置き換わる。sound_file は自分のアップロードした録音のみ。collected_at を付けるとその日時で保存する（元に戻す用）。',
        tags: ['collection'],
        querystring: studentQuery,
        body: deviceSubmitBody,
        response: toggleResponse,
      },
    },
    async (request) => {
      const student = collector(request);
      const id = await submitDeviceFavorite(db, student.id, request.body);
      return ok({ favorite_id: id, is_collected: 1 as const, removed: 0 });
    },
  );

  app.post(
    '/device/favorites/discard',
    {
      config: { auth: 'student' },
      schema: {
        summary: '保存した録音を外す',
        description: 'resource_id の録音をすべて外す。question_id を付ければその問題の分だけ、空の question_id なら教材全体として保存した分だけ外す。',
        tags: ['collection'],
        querystring: studentQuery,
        body: z.object({ resource_id: idParam(), question_id: z.union([z.literal(''), questionIdSchema]).optional() }).strict(),
        response: toggleResponse,
      },
    },
    async (request) => {
      const student = collector(request);
      const removed = await discardDeviceFavorites(db, student.id, request.body.resource_id, request.body.question_id);
      return ok({ favorite_id: null, is_collected: 0 as const, removed });
    },
  );

  for (const [path, page, summary] of [
    ['/device/favorites/en-page-list', 'en', 'コレクション（英文のあるもの: 文・単語・英文の録音）'],
    ['/device/favorites/not-en-page-list', 'not_en', 'コレクション（英文のない録音: スピーキングなど）'],
  ] as const) {
    app.get(
      path,
      {
        config: { auth: 'student' },
        schema: { summary, tags: ['collection'], querystring: studentQuery.extend(paging(40, 100)), response: listResponse },
      },
      async (request) => {
        const student = collector(request);
        return ok(await listFavorites(db, student.id, page, request.query));
      },
    );
  }
}
