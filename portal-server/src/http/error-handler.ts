import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type Wrapped } from './reply';
import { describeIssues } from './validation';

export const TOO_LARGE_MESSAGE = '送信されたデータが大きすぎます。';

const body = (errcode: number, errmsg: string, data: unknown = null): Wrapped<unknown> => ({ code: errcode, errcode, errmsg, data });

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message ?? '不正な値です',
    }));
    return describeIssues(issues, error.validationContext);
  }
  return describeIssues([{ field: '', message: error.message }]);
}

/** Framework errors (body parsing, multipart limits) whose English text a student should not see. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON の形式が正しくありません。',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'JSON の本文が空です。',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'この形式のデータは受け付けられません。フォーム形式で送信してください。',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '送信データの長さが正しくありません。',
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE_MESSAGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipart/form-data 形式で送信してください。',
  FST_PROTO_VIOLATION: '使用できない項目名が含まれています。',
  FST_PARTS_LIMIT: '送信された項目が多すぎます。',
  FST_FILES_LIMIT: '送信されたファイルが多すぎます。',
  FST_FIELDS_LIMIT: '送信された項目が多すぎます。',
  FST_REQ_FILE_TOO_LARGE: '送信されたファイルが大きすぎます。',
  FST_INVALID_JSON_FIELD_ERROR: '項目の JSON 形式が正しくありません。',
};

/**
 * Up to this much of a refused, too-large body is read and thrown away before the 413 goes out.
 * Answering at once closes the connection with the body still arriving: a proxy that streams
 * bodies (nginx, proxy_request_buffering off) then gets a reset while it writes, and the client
 * a 502 instead of the 413. Past these bounds the connection is closed as before.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_LIMIT_MS = 10_000;

function bodyDrained(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_LIMIT_MS);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    if (!(error instanceof ApiError) && error.statusCode === 413) {
      await bodyDrained(request.raw);
      return reply.status(413).send(body(413, error.code ? (FRAMEWORK_MESSAGES[error.code] ?? TOO_LARGE_MESSAGE) : TOO_LARGE_MESSAGE));
    }
    if (error instanceof ApiError) {
      return reply.status(error.errcode >= 400 && error.errcode < 600 ? error.errcode : 400).send(body(error.errcode, error.message, error.data));
    }
    if (error.validation) {
      return reply.status(400).send(body(400, describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    // The multipart plugin answers 406 for a non-multipart body; to a client that is bad input.
    if (status === 406 || (known && status >= 400 && status < 500)) {
      const code = status === 406 ? 400 : status;
      return reply.status(code).send(body(code, known ?? `リクエストが正しくありません（${error.message}）`));
    }
    if (status === 415) return reply.status(415).send(body(415, 'この形式のデータは受け付けられません。フォーム形式で送信してください。'));
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

/**
 * Errors the router raises before any route runs (a URL that does not decode, a path
 * parameter over the length limit): answered in the spec's wrapper like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(body(414, 'URL のパラメータが長すぎます。'));
    return;
  }
  reply.code(400).send(body(400, 'URL が正しくありません。'));
}
