import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import { filterSensitiveWords } from './filter';

export async function sensitiveWordRoutes(appBase: FastifyInstance, _options: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/sensitive-word/filter',
    {
      config: { auth: 'student' },
      schema: {
        summary: '不適切な語を伏せ字にする',
        description: 'words の中の不適切な語（英語・日本語の卑語、差別語、脅し）を1文字ずつ * に置き換えて返す。大文字小文字・全角・数字の置き換え（sh1t）は同じ語として扱い、語の途中（class の ass など）は対象外。',
        tags: ['practice'],
        querystring: studentQuery,
        body: z.object({ words: z.string().max(10_000, '10000文字以内で送ってください') }).strict(),
        response: responses(
          z.object({
            words: z.string(),
            has_sensitive: z.union([z.literal(0), z.literal(1)]),
            hits: z.array(z.string()).describe('見つかった語（伏せる前の形、小文字）'),
          }),
        ),
      },
    },
    async (request) => {
      currentUser(request);
      const result = filterSensitiveWords(request.body.words);
      return ok({ words: result.text, has_sensitive: result.hits.length > 0 ? (1 as const) : (0 as const), hits: result.hits });
    },
  );
}
