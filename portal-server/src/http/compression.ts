// Compression of what the portal sends. Two paths, never both for one answer:
// - static files (the host build, the remote store, resource packages) are compressed once, when
//   they are built (tooling/compress-assets.mjs writes x.js.br and x.js.gz beside x.js), and
//   @fastify/static's preCompressed serves the variant the request accepts;
// - the API's own JSON and text answers over 1 KB are compressed per request (@fastify/compress).
// The speech proxy passes speech-server's answers and WebSocket frames through as they are.
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Files the front-end build may have precompressed; keep in step with tooling/compress-assets.mjs COMPRESSIBLE. */
const PRECOMPRESSIBLE_FILE = /\.(?:m?js|css|html|json|svg)$/;
const VARIANT = /\.(?:br|gz)$/;

/** The file a precompressed variant stands for (x.js.br -> x.js): its headers are the plain file's. */
export const plainFile = (filePath: string): string => filePath.replace(VARIANT, '');

/**
 * For @fastify/static's setHeaders (which sees the variant's path when it sends one): a file that
 * may have variants answers differently per Accept-Encoding, so shared caches must key on it, even
 * when this answer is the plain file.
 */
export function varyOnEncoding(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (PRECOMPRESSIBLE_FILE.test(plainFile(filePath))) res.setHeader('Vary', 'Accept-Encoding');
}

/** Answers compressed per request: the API, the operations API and page, and the registry. */
export const isCompressedRoute = (url: string): boolean => url.startsWith('/v3/') || url === '/ops' || url.startsWith('/ops/') || url === '/registry.json';

/** JSON and text only (not event streams); anything else the API sends (audio, images) is compressed already. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/i;
export const COMPRESS_THRESHOLD_BYTES = 1024;

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  // Lower case, as @fastify/compress writes it (it looks for this exact spelling before adding its own).
  reply.header('Vary', [...values, 'accept-encoding'].join(', '));
}

/** Must run before any route is added: the onRoute hooks decide per route. */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Static files are served precompressed and the proxy streams as is: no per-request compression there.
  app.addHook('onRoute', (route) => {
    if (!isCompressedRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    // Request bodies are never decompressed: no client sends them compressed, and a small
    // compressed body could otherwise unpack past the body limits.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
  });
  // An answer under the threshold is sent plain but could have been compressed: caches must still key on the header.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isCompressedRoute(request.routeOptions.url ?? '')) addVary(reply);
    done(null, payload);
  });
}
