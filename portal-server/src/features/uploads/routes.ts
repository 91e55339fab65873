import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { readMultipartForm } from '../../http/multipart';
import { badRequest, ok } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import { isServedUploadUrl, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, removeUnusedUploads, storeImage, storeRecording, uploadsRoot } from './service';

/** How often unused recordings are swept away. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function uploadRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const { dataDir } = context.config;

  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      removeUnusedUploads(db, dataDir)
        .then((removed) => removed > 0 && app.log.info({ removed }, 'unused recordings removed'))
        .catch((error: unknown) => app.log.error({ err: error }, 'removing unused recordings failed'));
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });

  app.post(
    '/v3/upload/audio',
    {
      config: {
        auth: 'student',
        multipart: {
          fields: z.object({}),
          fileField: 'file',
          fileDescription: '録音（MP3）。名前ではなく中身（MP3 フレーム）で確かめる',
          maxFiles: 1,
          maxFileBytes: MAX_UPLOAD_BYTES,
        },
      },
      schema: {
        summary: '録音のアップロード（multipart の file に MP3）',
        description: 'data.file が録音の URL（/uploads/...）。回答の sound_file にはこの URL を送る。5MB・5分まで。',
        tags: ['practice'],
        querystring: studentQuery,
        response: responses(z.object({ file: z.string(), duration_ms: z.number().int(), bytes: z.number().int() })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const form = await readMultipartForm(request, { fileField: 'file', maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES });
      const unknown = Object.keys(form.fields);
      if (unknown.length > 0) throw badRequest(`パラメータが正しくありません（body: ${unknown.join(', ')}: 不明な項目です）`);
      const [file] = form.files;
      if (!file || form.ignoredFiles > 0) throw badRequest('パラメータが正しくありません（body: file: 録音ファイルを1つ送ってください）');
      const stored = await storeRecording(db, dataDir, student.id, file.data);
      return ok({ file: stored.url, duration_ms: stored.durationMs, bytes: stored.bytes });
    },
  );

  app.post(
    '/v3/upload/image',
    {
      config: {
        auth: 'student',
        multipart: {
          fields: z.object({}),
          fileField: 'file',
          fileDescription: '写真（PNG・JPEG・WebP）。名前ではなく中身（先頭のバイト列）で確かめる',
          maxFiles: 1,
          maxFileBytes: MAX_IMAGE_BYTES,
        },
      },
      schema: {
        summary: '画像のアップロード（multipart の file に PNG・JPEG・WebP）',
        description: 'data.file が画像の URL（/uploads/...）。手書きの英作文の写真として submit-itr-topic-writing の image_url に送る。8MBまで。',
        tags: ['practice'],
        querystring: studentQuery,
        response: responses(z.object({ file: z.string(), bytes: z.number().int(), format: z.enum(['png', 'jpg', 'webp']) })),
      },
    },
    async (request) => {
      const student = currentUser(request);
      const form = await readMultipartForm(request, { fileField: 'file', maxFiles: 1, maxFileBytes: MAX_IMAGE_BYTES });
      const unknown = Object.keys(form.fields);
      if (unknown.length > 0) throw badRequest(`パラメータが正しくありません（body: ${unknown.join(', ')}: 不明な項目です）`);
      const [file] = form.files;
      if (!file || form.ignoredFiles > 0) throw badRequest('パラメータが正しくありません（body: file: 画像ファイルを1つ送ってください）');
      const stored = await storeImage(db, dataDir, student.id, file.data);
      return ok({ file: stored.url, bytes: stored.bytes, format: stored.format });
    },
  );

  fs.mkdirSync(uploadsRoot(dataDir), { recursive: true });
  // Recordings are played by <audio src> and photos shown by <img src>, neither of which can send a token: the file names carry 96
  // random bits and are never listed, so a URL is only known to whoever was given it.
  // @fastify/static gives the audio element range requests (seeking) and validators.
  await app.register(fastifyStatic, {
    root: uploadsRoot(dataDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => isServedUploadUrl(`/uploads${pathName.startsWith('/') ? '' : '/'}${pathName}`),
    setHeaders: (res) => {
      res.setHeader('cache-control', 'private, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
