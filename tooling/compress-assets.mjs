// Precompressed copies of a production build's text assets: beside every compressible file the
// build emits, `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9). portal-server
// serves them to browsers that accept them (@fastify/static preCompressed), so nothing is
// compressed per request and the slowest, smallest settings cost only build time.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets a browser fetches (source maps are fetched only by developer tools). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg)$/;
/** Below this, the framing and the extra request headers eat most of the gain. */
export const MIN_BYTES = 1024;
/** Keep a variant only when it is at most this share of the original (compression-webpack-plugin's default). */
export const MAX_RATIO = 0.8;

/**
 * The variants worth writing for one file's bytes: an empty list when the file is too small or
 * does not compress well enough.
 * @param {Buffer} content
 * @returns {Promise<{ extension: '.br' | '.gz', content: Buffer }[]>}
 */
export async function compressVariants(content) {
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: /** @type {const} */ ('.br'), content: br },
    { extension: /** @type {const} */ ('.gz'), content: gz },
  ].filter((variant) => variant.content.length <= content.length * MAX_RATIO);
}

export class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      // OPTIMIZE_TRANSFER comes after minification, hashing and the HTML and manifest plugins:
      // the bytes compressed are the bytes written.
      compilation.hooks.processAssets.tapPromise({ name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const names = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => COMPRESSIBLE.test(name));
        // zlib runs on libuv's thread pool, so the files compress in parallel.
        const compressed = await Promise.all(
          names.map(async (name) => {
            const source = compilation.getAsset(name)?.source;
            return { name, variants: source ? await compressVariants(Buffer.from(source.buffer())) : [] };
          }),
        );
        for (const { name, variants } of compressed) {
          for (const variant of variants) compilation.emitAsset(`${name}${variant.extension}`, new sources.RawSource(variant.content));
        }
      });
    });
  }
}
