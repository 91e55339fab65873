import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { banners, homeModules, studentPoorlyWords } from '../../db/tables/app-config';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { noQuery, publicQuery, responses, studentQuery } from '../../http/schemas';
import { requestOrigin } from '../../lib/request-origin';
import { clientConfigOverrides, clientConfigSchema, loadClientConfig, saveClientConfig } from './client-config';

/** Static pages the API points at (legal texts, banner images, the school logo). */
export const SITE_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'site');

const PROTOCOL_PAGES = {
  using_protocol: 'legal/terms.html',
  privacy_policy: 'legal/privacy.html',
  pc_SDK: 'legal/third-party-sdk.html',
  permission_license: 'legal/permission-license.html',
} as const;

/** At most this many words are kept per student; the oldest fall off. */
const MAX_POORLY_WORDS_PER_STUDENT = 200;
const WORD = /^[A-Za-z0-9][A-Za-z0-9'’.-]{0,47}$/;

const poorlyWordsBody = z
  .object({
    words: z
      .string()
      .trim()
      .min(1, '単語を | で区切って送信してください')
      .max(4000)
      .transform((joined) => joined.split('|').map((word) => word.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(WORD, '英単語ではない項目があります')).min(1, '単語がありません').max(100, '一度に送れるのは100語までです')),
  })
  .strict();

const poorlyWordsData = z.object({ poorly_words: z.array(z.object({ word: z.string(), times: z.number().int() })) });

export async function appConfigRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  await app.register(fastifyStatic, { root: SITE_DIR, prefix: '/site/', decorateReply: false, maxAge: '1h', index: false });

  app.get(
    '/v3/app/client-config-content',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'クライアント設定（採点設定 version 10 と単語リスト）',
        description: '認証ヘッダーなしで呼べる。読めない場合、クライアントは同梱の既定値を使う。',
        tags: ['app-config'],
        querystring: publicQuery,
        response: responses(clientConfigSchema),
      },
    },
    async () => ok(await loadClientConfig(db)),
  );

  app.get(
    '/v3/app/protocols',
    {
      config: { auth: 'public' },
      schema: {
        summary: '利用規約・プライバシーポリシーなどの URL',
        tags: ['app-config'],
        querystring: publicQuery,
        response: responses(
          z.object({
            using_protocol: z.string(),
            privacy_policy: z.string(),
            third_party_SDK_list: z.object({ pc_SDK: z.string() }),
            permission_license: z.string(),
          }),
        ),
      },
    },
    async (request) => {
      const url = (page: string) => `${requestOrigin(request)}/site/${page}`;
      return ok({
        using_protocol: url(PROTOCOL_PAGES.using_protocol),
        privacy_policy: url(PROTOCOL_PAGES.privacy_policy),
        third_party_SDK_list: { pc_SDK: url(PROTOCOL_PAGES.pc_SDK) },
        permission_license: url(PROTOCOL_PAGES.permission_license),
      });
    },
  );

  // The speech addresses (new-evaluation-service, get-iat-auth-url, get-tts-auth-url) are the
  // speech proxy's: they carry its tickets (features/speech-proxy).

  app.post(
    '/v3/poorly-words',
    {
      config: { auth: 'student' },
      schema: {
        summary: '発音が苦手な単語を記録（| 区切り）',
        description: '評価結果の poorly_words を | でつないで送る。生徒ごとに回数を数え、回数の多い順のリストを返す。',
        tags: ['app-config'],
        querystring: studentQuery,
        body: poorlyWordsBody,
        response: responses(poorlyWordsData),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const words = [...new Set(request.body.words.map((word) => word.toLowerCase()))];
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .insert(studentPoorlyWords)
          .values(words.map((word) => ({ userId: user.id, word, times: 1, lastAt: now })))
          .onConflictDoUpdate({
            target: [studentPoorlyWords.userId, studentPoorlyWords.word],
            set: { times: sql`${studentPoorlyWords.times} + 1`, lastAt: now },
          });
        // Keep the list bounded: drop the words not seen for longest.
        const stale = tx
          .select({ word: studentPoorlyWords.word })
          .from(studentPoorlyWords)
          .where(eq(studentPoorlyWords.userId, user.id))
          .orderBy(desc(studentPoorlyWords.lastAt), desc(studentPoorlyWords.times))
          .offset(MAX_POORLY_WORDS_PER_STUDENT);
        await tx.delete(studentPoorlyWords).where(and(eq(studentPoorlyWords.userId, user.id), inArray(studentPoorlyWords.word, stale)));
      });
      return ok({ poorly_words: await poorlyWords(context, user.id) });
    },
  );

  app.get(
    '/v3/poorly-words',
    {
      config: { auth: 'student' },
      schema: { summary: '発音が苦手な単語のリスト', tags: ['app-config'], querystring: studentQuery, response: responses(poorlyWordsData) },
    },
    async (request) => ok({ poorly_words: await poorlyWords(context, currentUser(request).id) }),
  );

  app.get(
    '/v3/app/home-modules',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ホーム画面のモジュール一覧',
        description: '大学生には大学生向け（audience college/all）、それ以外にはビジネス・一般向け（business/all）を返す。',
        tags: ['app-config'],
        querystring: studentQuery,
        response: responses(
          z.object({
            list: z.array(z.object({ module_key: z.string(), title: z.string(), subtitle: z.string(), icon: z.string(), route: z.string(), color: z.string() })),
          }),
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const audience = user.isCollegeStudent ? 'college' : 'business';
      const rows = await db
        .select()
        .from(homeModules)
        .where(and(eq(homeModules.enabled, true), inArray(homeModules.audience, ['all', audience])))
        .orderBy(asc(homeModules.sort), asc(homeModules.id));
      return ok({
        list: rows.map((row) => ({ module_key: row.moduleKey, title: row.title, subtitle: row.subtitle, icon: row.icon, route: row.route, color: row.color })),
      });
    },
  );

  app.get(
    '/v3/homepage/banner-list',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ホーム画面のバナー（掲載期間中のもの）',
        tags: ['app-config'],
        querystring: studentQuery,
        response: responses(z.object({ list: z.array(z.object({ banner_id: z.number().int(), title: z.string(), image_url: z.string(), link_url: z.string() })) })),
      },
    },
    async (request) => {
      currentUser(request);
      const now = new Date();
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.enabled, true), lte(banners.startsAt, now), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
        .orderBy(asc(banners.sort), asc(banners.id));
      const origin = requestOrigin(request);
      const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
      return ok({ list: rows.map((row) => ({ banner_id: row.id, title: row.title, image_url: absolute(row.imageUrl), link_url: row.linkUrl })) });
    },
  );

  app.get(
    '/ops/client-config',
    { config: { auth: 'ops' }, schema: { summary: '現在のクライアント設定', tags: ['ops'], querystring: noQuery, response: responses(clientConfigSchema) } },
    async () => ok(await loadClientConfig(db)),
  );

  app.post(
    '/ops/client-config',
    {
      config: { auth: 'ops' },
      schema: {
        summary: 'クライアント設定を変更（指定した項目だけ）',
        description: '本文は JSON（単語リストがあるため）。version は省略すると 1 増える。',
        tags: ['ops'],
        querystring: noQuery,
        body: clientConfigOverrides,
        response: responses(clientConfigSchema),
      },
    },
    async (request) => ok(await saveClientConfig(db, request.body, currentUser(request).id)),
  );
}

async function poorlyWords(context: AppContext, userId: number) {
  const rows = await context.database.db
    .select({ word: studentPoorlyWords.word, times: studentPoorlyWords.times })
    .from(studentPoorlyWords)
    .where(eq(studentPoorlyWords.userId, userId))
    .orderBy(desc(studentPoorlyWords.times), desc(studentPoorlyWords.lastAt), asc(studentPoorlyWords.word))
    .limit(MAX_POORLY_WORDS_PER_STUDENT);
  return rows;
}
