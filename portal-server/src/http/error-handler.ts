import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type Wrapped } from './reply';

const body = (errcode: number, errmsg: string, data: unknown = null): Wrapped<unknown> => ({ code: errcode, errcode, errmsg, data });

/** Joins validation issues into one line a person can act on: "password: 必須です; page: 数値を入力してください". */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = issue.message ?? '不正な値です';
      return field ? `${field}: ${message}` : message;
    });
    const where = error.validationContext ? `${error.validationContext}: ` : '';
    return `パラメータが正しくありません（${where}${parts.join('; ')}）`;
  }
  return `パラメータが正しくありません（${error.message}）`;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.errcode >= 400 && error.errcode < 600 ? error.errcode : 400).send(body(error.errcode, error.message, error.data));
    }
    if (error.validation) {
      return reply.status(400).send(body(400, describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body(413, '送信されたデータが大きすぎます。'));
    if (status === 415) return reply.status(415).send(body(415, 'この形式のデータは受け付けられません。'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, `リクエストが正しくありません（${error.message}）`));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `見つかりません: ${request.method} ${request.url.split('?')[0]}`));
  });
}
