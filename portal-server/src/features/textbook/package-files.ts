import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { varyOnEncoding } from '../../http/compression';

/** A package file: /resources/<code>/<version>/<file> (folders inside the version allowed). */
const PACKAGE_FILE = /^\/[A-Za-z0-9_.:-]+\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+$/;

/**
 * The static resource packages the content pipeline writes (DATA_DIR/resources/<code>/<version>/,
 * index.json plus media) under /resources/. A version folder never changes once written, so its
 * files are cached forever; the audio element gets range requests from @fastify/static. index.json
 * goes out as the index.json.br or .gz the build wrote beside it when the browser takes one.
 */
export async function resourcePackageRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const root = path.join(context.config.dataDir, 'resources');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/resources/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => PACKAGE_FILE.test(pathName.startsWith('/') ? pathName : `/${pathName}`) && !pathName.split('/').includes('..') && !pathName.endsWith('.tmp'),
    setHeaders: (res, servedPath) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      varyOnEncoding(res, servedPath);
    },
  });
}
