import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorReports, feedbacks } from '../../db/tables/feedback';
import { bearerToken, currentUser } from '../../http/auth';
import { readMultipartForm, type MultipartDoc } from '../../http/multipart';
import { badRequest, ok, tooManyRequests } from '../../http/reply';
import { parseOrBadRequest } from '../../http/validation';
import { publicQuery, responses, studentQuery } from '../../http/schemas';
import { requestOrigin } from '../../lib/request-origin';
import { lookupToken } from '../accounts/tokens';
import { checkImages, removeImages, storeImages } from './images';
import { FEEDBACK_CATEGORIES, FEEDBACK_FAQ, RESOURCE_FEEDBACK_OPTIONS, RESOURCE_FEEDBACK_VALUES } from './options';

/** Spec part 1, sections 5 and 9: text up to 1000 characters, resource feedback up to 9 images. */
export const FEEDBACK_TEXT_MAX = 1000;
export const RESOURCE_FEEDBACK_MAX_IMAGES = 9;
/** The spec leaves the general form's count open ("several"); extras are ignored. */
export const FEEDBACK_MAX_IMAGES = 4;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const EMOJI = /\p{Extended_Pictographic}/u;
const feedbackText = (required: boolean) =>
  z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `ご意見は${FEEDBACK_TEXT_MAX}文字以内で入力してください`)
    .refine((value) => !required || value.length > 0, 'ご意見の内容を入力してください')
    .refine((value) => !EMOJI.test(value), '絵文字は使用できません');

const generalFields = z
  .object({
    content: feedbackText(true).describe(`ご意見の本文（前後の空白を除いて1〜${FEEDBACK_TEXT_MAX}文字）`),
    category: z.enum(FEEDBACK_CATEGORIES).default('other'),
    client_name: z.string().trim().max(50).default(''),
  })
  .strict();

const resourceContent = z
  .object({
    options: z.array(z.enum(RESOURCE_FEEDBACK_VALUES as [string, ...string[]])).max(RESOURCE_FEEDBACK_VALUES.length).default([]),
    text: feedbackText(false).default(''),
  })
  .strict()
  .refine((content) => content.options.length > 0 || content.text.length > 0, '問題の種類を選ぶか、内容を入力してください');

const resourceFields = z
  .object({
    content: z.string().min(1, 'content を送ってください').max(16_000).describe('JSON: {"options": ["audio", ...], "text": "説明（1000文字まで）"}'),
    resource_code: z.string().trim().min(1, 'resource_code を送ってください').max(100),
    client_name: z.string().trim().max(50).default(''),
  })
  .strict();

const generalDoc: MultipartDoc = { fields: generalFields, fileField: 'images', fileDescription: 'PNG または JPEG の画像', maxFiles: FEEDBACK_MAX_IMAGES, maxFileBytes: MAX_IMAGE_BYTES };
const resourceDoc: MultipartDoc = { fields: resourceFields, fileField: 'images', fileDescription: 'PNG または JPEG の画像', maxFiles: RESOURCE_FEEDBACK_MAX_IMAGES, maxFileBytes: MAX_IMAGE_BYTES };

const savedData = z.object({ feedback_id: z.number().int(), images_saved: z.number().int(), images_ignored: z.number().int() });

/** Error reports per address per minute; more are dropped with a 429 (the client does not retry them). */
const ERROR_REPORTS_PER_MINUTE = 30;

export async function feedbackRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const tags = ['feedback'];

  /** Validates images, stores them, then the row; a failed insert removes the stored images. */
  async function saveFeedback(row: Omit<typeof feedbacks.$inferInsert, 'images'>, files: Parameters<typeof checkImages>[0]) {
    const images = checkImages(files);
    const stored = await storeImages(context.config.dataDir, images);
    try {
      const [saved] = await db.insert(feedbacks).values({ ...row, images: stored }).returning({ id: feedbacks.id });
      return { feedbackId: saved!.id, saved: stored.length };
    } catch (error) {
      await removeImages(context.config.dataDir, stored);
      throw error;
    }
  }

  app.get(
    '/v3/feedback/support-info',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ご意見ページの補足（よくある質問、問い合わせ窓口 support_page_url、制限値）',
        tags,
        querystring: studentQuery,
        response: responses(
          z.object({
            support_page_url: z.string(),
            faq: z.array(z.object({ question: z.string(), answer: z.string() })),
            max_text_length: z.number().int(),
            max_images: z.number().int(),
            resource_max_images: z.number().int(),
            categories: z.array(z.enum(FEEDBACK_CATEGORIES)),
          }),
        ),
      },
    },
    async (request) =>
      ok({
        support_page_url: `${requestOrigin(request)}/site/legal/support.html`,
        faq: FEEDBACK_FAQ.map((item) => ({ ...item })),
        max_text_length: FEEDBACK_TEXT_MAX,
        max_images: FEEDBACK_MAX_IMAGES,
        resource_max_images: RESOURCE_FEEDBACK_MAX_IMAGES,
        categories: [...FEEDBACK_CATEGORIES],
      }),
  );

  app.post(
    '/v3/feedback',
    {
      config: { auth: 'student', multipart: generalDoc },
      schema: {
        summary: 'ご意見の送信（multipart: content、category、images）',
        description: `本文は必須（前後の空白を除く、${FEEDBACK_TEXT_MAX}文字まで）。画像は内容で判定した PNG/JPEG のみ、${FEEDBACK_MAX_IMAGES}枚まで（超えた分は無視）、1枚5MBまで。画像以外が含まれると何も保存せず 400。`,
        tags,
        querystring: studentQuery,
        response: responses(savedData),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readMultipartForm(request, { fileField: 'images', maxFiles: FEEDBACK_MAX_IMAGES, maxFileBytes: MAX_IMAGE_BYTES });
      const fields = parseOrBadRequest(generalFields, form.fields, 'body');
      const result = await saveFeedback(
        { userId: user.id, kind: 'general', category: fields.category, description: fields.content, clientName: fields.client_name },
        form.files,
      );
      return ok({ feedback_id: result.feedbackId, images_saved: result.saved, images_ignored: form.ignoredFiles });
    },
  );

  app.get(
    '/v3/resource-feedback-options',
    {
      config: { auth: 'student' },
      schema: {
        summary: '問題の報告で選べる項目',
        tags,
        querystring: studentQuery,
        response: responses(z.object({ items: z.array(z.object({ option_value: z.string(), option_label: z.string() })) })),
      },
    },
    async (request) => {
      currentUser(request);
      return ok({ items: RESOURCE_FEEDBACK_OPTIONS.map((option) => ({ ...option })) });
    },
  );

  app.post(
    '/v3/resource-feedback',
    {
      config: { auth: 'student', multipart: resourceDoc },
      schema: {
        summary: '教材の問題の報告（multipart: content、resource_code、client_name、images）',
        description: `content は JSON {"options": [option_value...], "text": "..."}（どちらか一方は必須、text は${FEEDBACK_TEXT_MAX}文字まで）。画像は PNG/JPEG のみ${RESOURCE_FEEDBACK_MAX_IMAGES}枚まで（超えた分は無視）。`,
        tags,
        querystring: studentQuery,
        response: responses(savedData),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readMultipartForm(request, { fileField: 'images', maxFiles: RESOURCE_FEEDBACK_MAX_IMAGES, maxFileBytes: MAX_IMAGE_BYTES });
      const fields = parseOrBadRequest(resourceFields, form.fields, 'body');
      let parsed: unknown;
      try {
        parsed = JSON.parse(fields.content);
      } catch {
        throw badRequest('パラメータが正しくありません（body: content: JSON の形式で送ってください）');
      }
      const content = parseOrBadRequest(resourceContent, parsed, 'body: content');
      const result = await saveFeedback(
        {
          userId: user.id,
          kind: 'resource',
          description: content.text,
          options: content.options,
          resourceCode: fields.resource_code,
          clientName: fields.client_name,
        },
        form.files,
      );
      return ok({ feedback_id: result.feedbackId, images_saved: result.saved, images_ignored: form.ignoredFiles });
    },
  );

  const reportsByAddress = new Map<string, { minute: number; count: number }>();
  app.post(
    '/v3/app/error-report',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'クライアントのエラー報告（code、url、message、device、user_id）',
        description: '4xx とキャンセルは送らない（spec 1-8）。トークンがあれば送信者として記録する。同じアドレスから1分に30件まで。',
        tags,
        querystring: publicQuery,
        body: z
          .object({
            code: z.string().trim().min(1).max(32),
            url: z.string().max(2048).default(''),
            message: z.string().max(4000).default(''),
            device: z.string().max(500).default(''),
            user_id: z.string().max(32).default(''),
          })
          .strict(),
        response: responses(z.object({ report_id: z.number().int() })),
      },
    },
    async (request) => {
      const minute = Math.floor(Date.now() / 60_000);
      const seen = reportsByAddress.get(request.ip);
      const counter = seen && seen.minute === minute ? seen : { minute, count: 0 };
      if (counter.count >= ERROR_REPORTS_PER_MINUTE) throw tooManyRequests('エラー報告が多すぎます。しばらくしてから送ってください。');
      counter.count += 1;
      reportsByAddress.set(request.ip, counter);
      if (reportsByAddress.size > 10_000) reportsByAddress.clear();

      const token = bearerToken(request);
      const found = token ? await lookupToken(db, token) : null;
      const [row] = await db
        .insert(errorReports)
        .values({
          userId: found?.status === 'valid' ? found.user.id : null,
          reportedUserId: request.body.user_id,
          code: request.body.code,
          url: request.body.url,
          message: request.body.message,
          device: request.body.device,
          address: request.ip,
        })
        .returning({ id: errorReports.id });
      return ok({ report_id: row!.id });
    },
  );
}
