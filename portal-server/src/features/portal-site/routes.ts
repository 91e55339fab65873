// Serves the built host-shell at / with an SPA fallback: any GET that is not an API, store
// or proxy path and not a file of the build gets index.html, so deep links and reloads work
// on every route. index.html is never cached; content-hashed files are cached forever. Files the
// build precompressed (x.js.br, x.js.gz) are sent in place of x.js to browsers that accept them.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { plainFile, varyOnEncoding } from '../../http/compression';

/** Paths that belong to the server, never to the single-page app. */
export const SERVER_PREFIXES = ['/v3/', '/ops/', '/remotes/', '/speech/', '/resources/', '/uploads/', '/docs/'];
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|gif|webp|mp3)$/;

export async function portalSiteRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const hostDist = path.resolve(context.config.hostDist);
  await app.register(fastifyStatic, {
    root: hostDist,
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, servedPath) => {
      // For a variant, the headers are those of the file it stands for.
      const filePath = plainFile(servedPath);
      const cacheControl = path.basename(filePath) === 'index.html' ? 'no-store' : HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      varyOnEncoding(res, servedPath);
    },
  });

  const sendIndex = (reply: FastifyReply) => {
    if (!fs.existsSync(path.join(hostDist, 'index.html'))) {
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('ポータルの画面がまだビルドされていません（pnpm --filter host-shell build）。');
    }
    return reply.sendFile('index.html');
  };

  app.get('/', { config: { auth: 'public' } }, (_request, reply) => sendIndex(reply));

  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0] ?? '/');
    if (pathname === null || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
    const file = path.resolve(hostDist, `.${pathname}`);
    // The plain file must exist: a variant alone is never served.
    if (file.startsWith(hostDist + path.sep) && isFile(file)) return reply.sendFile(path.relative(hostDist, file));
    // A missing asset is a 404; a page path is the app's to route.
    if (path.extname(pathname) && !pathname.endsWith('.html')) return reply.callNotFound();
    return sendIndex(reply);
  });
}

function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
