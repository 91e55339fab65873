// Precompressed copies of a file the portal writes once and serves many times (a resource
// package's index.json): brotli at its best quality and gzip 9 cost little once, and
// @fastify/static (preCompressed) sends them to browsers that accept them. The rules are the
// front-end build's (tooling/compress-assets.mjs): nothing under 1 KB, and a copy only when it
// is at most 80 % of the original.
import zlib from 'node:zlib';

const MIN_BYTES = 1024;
const MAX_RATIO = 0.8;

export type Precompressed = { suffix: '.br' | '.gz'; bytes: Buffer };

export function precompress(data: string | Buffer): Precompressed[] {
  const input = Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (input.length < MIN_BYTES) return [];
  const variants: Precompressed[] = [
    {
      suffix: '.br',
      bytes: zlib.brotliCompressSync(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }),
    },
    { suffix: '.gz', bytes: zlib.gzipSync(input, { level: zlib.constants.Z_BEST_COMPRESSION }) },
  ];
  return variants.filter((variant) => variant.bytes.length <= input.length * MAX_RATIO);
}
