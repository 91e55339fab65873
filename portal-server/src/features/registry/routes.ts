// The registry over HTTP: /registry.json for browsers, the remote store under /remotes/,
// and the operations API under /ops (list, publish, activate, rollback, overrides, history).
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { plainFile, varyOnEncoding } from '../../http/compression';
import { badRequest, ok } from '../../http/reply';
import { opsLogin } from './ops-login';
import { renderOpsPage, renderOverridePage } from './ops-page';
import {
  activateVersion,
  createOverride,
  findOverrideByToken,
  listHistory,
  listOverrides,
  listRemotes,
  MAX_OVERRIDE_HOURS,
  OVERRIDE_COOKIE,
  publishVersion,
  resolveRegistry,
  revokeOverride,
  rollbackVersion,
} from './service';
import { MAX_BUNDLE_BYTES, REMOTE_NAME, storeRoot, UNCACHED_FILES, VERSION } from './store';

const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Overrides a browser may hold at once (one cookie). */
const MAX_COOKIE_TOKENS = 10;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Calls that take no query parameters still refuse unknown ones (a misspelt parameter is a 400). */
const noQuery = z.object({}).strict();
const remoteParam = z.string().regex(REMOTE_NAME, 'リモート名は remote-xxx の形式です');
const versionParam = z.string().regex(VERSION, 'バージョンは 1.2.0 のような semver で指定してください');

export async function registryRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const { dataDir } = context.config;

  // Remote files: entries and manifests are never cached, hashed chunks forever. A build's
  // precompressed files (x.js.br, x.js.gz; checked against x.js at publish) are sent in place of
  // x.js to browsers that accept them, with x.js's caching.
  fs.mkdirSync(storeRoot(dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: storeRoot(dataDir),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, servedPath) => {
      const name = plainFile(servedPath).split('/').pop() ?? '';
      res.setHeader('Cache-Control', UNCACHED_FILES.has(name) ? NO_STORE : IMMUTABLE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      varyOnEncoding(res, servedPath);
    },
  });

  app.get('/registry.json', { config: { auth: 'public' } }, async (request, reply) => {
    const registry = await resolveRegistry(db, readOverrideTokens(request));
    reply.header('Cache-Control', NO_STORE).header('Vary', 'Cookie');
    return registry;
  });

  app.get('/ops', { config: { auth: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE).type('text/html; charset=utf-8');
    return renderOpsPage();
  });

  app.post('/ops/login', {
    config: { auth: 'public' },
    schema: {
      querystring: noQuery,
      body: z
        .object({
          account: z.string().trim().min(1, 'IDまたはメールアドレスを入力してください').max(254),
          password: z.string().min(1, 'パスワードを入力してください').max(128),
        })
        .strict(),
    },
  }, async (request) => ok(await opsLogin(db, { ...request.body, ip: request.ip, device: request.headers['user-agent'] ?? 'ops' })));

  app.get('/ops/remotes', { config: { auth: 'ops' }, schema: { querystring: noQuery } }, async () => ok(await listRemotes(db)));

  // The body is the gzipped tar of the remote's dist/ folder.
  app.register(async (upload) => {
    upload.addContentTypeParser(['application/gzip', 'application/x-gzip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_BUNDLE_BYTES }, (_req, body, done) => done(null, body));
    upload.withTypeProvider<ZodTypeProvider>().post('/ops/remotes/:remote/versions/:version', {
      config: { auth: 'ops' },
      bodyLimit: MAX_BUNDLE_BYTES,
      schema: { querystring: noQuery, params: z.object({ remote: remoteParam, version: versionParam }).strict() },
    }, async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw badRequest('ビルドを gzip 圧縮の tar（Content-Type: application/gzip）で送ってください。');
      }
      const actor = currentUser(request).loginId;
      const published = await publishVersion(db, dataDir, { ...request.params, bundle: request.body, actor });
      reply.status(201);
      return ok(published);
    });
  });

  app.post('/ops/remotes/:remote/activate', {
    config: { auth: 'ops' },
    schema: { querystring: noQuery, params: z.object({ remote: remoteParam }).strict(), body: z.object({ version: versionParam }).strict() },
  }, async (request) => ok(await activateVersion(db, { remote: request.params.remote, version: request.body.version, actor: currentUser(request).loginId })));

  app.post('/ops/remotes/:remote/rollback', {
    config: { auth: 'ops' },
    schema: { querystring: noQuery, params: z.object({ remote: remoteParam }).strict() },
  }, async (request) => ok(await rollbackVersion(db, { remote: request.params.remote, actor: currentUser(request).loginId })));

  app.get('/ops/history', {
    config: { auth: 'ops' },
    schema: { querystring: z.object({ remote: remoteParam.optional(), limit: z.coerce.number().int().min(1).max(500).default(50) }).strict() },
  }, async (request) => ok(await listHistory(db, request.query.remote, request.query.limit)));

  app.get('/ops/overrides', { config: { auth: 'ops' }, schema: { querystring: noQuery } }, async () => ok(await listOverrides(db)));

  app.post('/ops/overrides', {
    config: { auth: 'ops' },
    schema: {
      querystring: noQuery,
      body: z
        .object({
          remote: remoteParam,
          version: versionParam,
          hours: z.coerce.number().int().min(1).max(MAX_OVERRIDE_HOURS).default(24),
          note: z.string().trim().max(200).default(''),
        })
        .strict(),
    },
  }, async (request) => {
    const created = await createOverride(db, { ...request.body, actor: currentUser(request).loginId });
    const link = `${publicOrigin(request)}/ops/overrides/apply?token=${created.token}`;
    return ok({ ...created, link });
  });

  app.post('/ops/overrides/:id/revoke', {
    config: { auth: 'ops' },
    schema: { querystring: noQuery, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict() },
  }, async (request) => ok(await revokeOverride(db, { id: request.params.id, actor: currentUser(request).loginId })));

  // Opened by the tester's browser: the link itself is the allowlist entry.
  app.get('/ops/overrides/apply', {
    config: { auth: 'public' },
    schema: { querystring: z.object({ token: z.string().regex(TOKEN, 'リンクが正しくありません') }).strict() },
  }, async (request, reply) => {
    const override = await findOverrideByToken(db, request.query.token);
    reply.header('Cache-Control', NO_STORE).type('text/html; charset=utf-8');
    if (!override) {
      reply.status(404);
      return renderOverridePage({ kind: 'invalid' });
    }
    const tokens = [request.query.token, ...readOverrideTokens(request).filter((t) => t !== request.query.token)].slice(0, MAX_COOKIE_TOKENS);
    // Expired or revoked tokens in the cookie are simply ignored by /registry.json.
    setOverrideCookie(reply, tokens.join('.'), MAX_OVERRIDE_HOURS * 3600);
    return renderOverridePage({ kind: 'applied', remote: override.remote, version: override.version, expiresAt: override.expiresAt, firstPath: override.prefixes[0] ?? '/' });
  });

  app.get('/ops/overrides/clear', { config: { auth: 'public' }, schema: { querystring: noQuery } }, async (_request, reply) => {
    setOverrideCookie(reply, '', 0);
    reply.header('Cache-Control', NO_STORE).type('text/html; charset=utf-8');
    return renderOverridePage({ kind: 'cleared' });
  });
}

function readOverrideTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === OVERRIDE_COOKIE) return rest.join('=').split('.').filter((token) => TOKEN.test(token)).slice(0, MAX_COOKIE_TOKENS);
  }
  return [];
}

function setOverrideCookie(reply: FastifyReply, value: string, maxAgeSeconds: number) {
  reply.header('Set-Cookie', `${OVERRIDE_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`);
}

function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
