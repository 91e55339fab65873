import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MultipartDoc } from './multipart';
import { publicQuery } from './schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For multipart routes (no route body schema): what OpenAPI should document as the form. */
    multipart?: MultipartDoc;
  }
}

const zodTransform = createJsonSchemaTransform({});

/** Multipart routes read their form themselves; document their fields and files from the zod schema. */
const transform: typeof zodTransform = (input) => {
  const result = zodTransform(input);
  const auth = input.route.config?.auth;
  if (auth && auth !== 'public') result.schema = { ...result.schema, security: [{ bearer: [] }] } as typeof result.schema;
  const doc = input.route.config?.multipart;
  if (!doc) return result;
  const fields = z.toJSONSchema(doc.fields, { io: 'input', unrepresentable: 'any' }) as { properties?: object; required?: string[] };
  const body = {
    type: 'object',
    properties: {
      ...fields.properties,
      [doc.fileField]: {
        type: 'array',
        maxItems: doc.maxFiles,
        items: { type: 'string', format: 'binary' },
        description: `${doc.fileDescription}（最大${doc.maxFiles}個、1個${Math.floor(doc.maxFileBytes / 1024 / 1024)}MBまで。超えた分は無視）`,
      },
    },
    required: fields.required ?? [],
  };
  return { url: result.url, schema: { ...result.schema, body, consumes: ['multipart/form-data'] } };
};

const DESCRIPTION = `英語学習ポータルの API。

- すべてのパスは /v3 の下（運用 API は /ops）。
- 認証: \`Authorization: Bearer <token>\`（POST /v3/student/login で取得）。生徒向けの呼び出しでは、クエリ \`student_id\` がトークンの生徒と一致しなければなりません（不一致は 403）。
- POST の本文はフォーム形式（application/x-www-form-urlencoded）。multipart と書かれた呼び出しだけ multipart/form-data。
- 応答は常に \`{ code, errcode, errmsg, data }\`。成功は code=0、エラーは errcode が HTTP ステータスと同じで、errmsg は利用者に表示できる日本語。
- 知らないパラメータや形式の誤りは 400。トークンなし・失効は 401（他の端末でログインされた場合は専用のメッセージ）。`;

/** OpenAPI 3.1 generated from the routes' zod schemas; JSON at /v3/openapi.json, browsable docs at /api-docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal API (/v3, /ops)', version: '1.4.0', description: DESCRIPTION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'POST /v3/student/login の data.token' } },
      },
    },
    transform,
    transformObject: createJsonSchemaTransformObject({}),
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

/** The generated description, as a route so clients and tests can fetch it. */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/v3/openapi.json', { config: { auth: 'public' }, schema: { hide: true, querystring: publicQuery } }, async () => app.swagger());
}
