import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { CompressAssetsPlugin, compressVariants, MIN_BYTES } from './compress-assets.mjs';

type Variant = { extension: '.br' | '.gz'; content: Buffer };

// The little of rspack's API this test touches (tooling has no node_modules, so no rspack types).
type Compilation = { hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } }; emitAsset(name: string, source: unknown): void };
type Compiler = {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number }; sources: { RawSource: new (content: Buffer) => unknown } };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
  run(callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void;
  close(callback: () => void): void;
};
// rspack comes from a package that builds with it.
const { rspack } = createRequire(path.resolve(import.meta.dirname, '..', 'host-shell', 'package.json'))('@rspack/core') as { rspack: (options: object) => Compiler };

/** Minified-looking text that compresses like real bundles do (repetitive, not uniform). */
const text = (bytes: number) => {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += `const value${i} = { id: ${i}, label: "item ${i % 13}", on: ${i % 2 === 0} };\n`;
  return out.slice(0, bytes);
};

describe('compressVariants', () => {
  it('writes brotli and gzip that decode to the original bytes', async () => {
    const input = Buffer.from(text(20_000));
    const variants = (await compressVariants(input)) as Variant[];
    expect(variants.map((v) => v.extension)).toEqual(['.br', '.gz']);
    const br = variants.find((v) => v.extension === '.br')!.content;
    const gz = variants.find((v) => v.extension === '.gz')!.content;
    expect(zlib.brotliDecompressSync(br).equals(input)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(input)).toBe(true);
    expect(br.length).toBeLessThan(input.length / 4);
  });

  it('skips files under 1 KB and files that do not compress', async () => {
    expect(await compressVariants(Buffer.from(text(MIN_BYTES - 1)))).toEqual([]);
    expect(await compressVariants(randomBytes(50_000))).toEqual([]);
    expect(await compressVariants(Buffer.from(text(MIN_BYTES)))).toHaveLength(2);
  });
});

describe('CompressAssetsPlugin in an rspack build', () => {
  it('emits .br and .gz beside the compressible assets only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-assets-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      // A big entry, a lazy chunk under 1 KB, a source map, and an asset of random bytes.
      fs.writeFileSync(path.join(dir, 'src', 'big.js'), `console.log(${JSON.stringify(text(30_000))});\nimport('./small.js').then((m) => console.log(m.small));\n`);
      fs.writeFileSync(path.join(dir, 'src', 'small.js'), 'export const small = 1;\n');
      const noise = randomBytes(8_000).toString('latin1');
      const emitNoise = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('noise', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'noise', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              compilation.emitAsset('noise.json', new compiler.webpack.sources.RawSource(Buffer.from(noise, 'latin1')));
            });
          });
        },
      };
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: { main: './src/big.js' },
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
        optimization: { minimize: false },
        plugins: [emitNoise, new CompressAssetsPlugin()],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => {
          compiler.close(() => undefined);
          if (error) reject(error);
          else if (stats?.hasErrors()) reject(new Error(stats.toString()));
          else resolve();
        }),
      );
      const files = fs.readdirSync(path.join(dir, 'dist')).sort();
      const main = fs.readFileSync(path.join(dir, 'dist', 'main.js'));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist', 'main.js.br'))).equals(main)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'dist', 'main.js.gz'))).equals(main)).toBe(true);
      const small = files.find((f) => /\.chunk\.js$/.test(f));
      expect(small, files.join(', ')).toBeDefined();
      expect(files.filter((f) => f.startsWith(small!) && f !== small && !f.endsWith('.map'))).toEqual([]);
      expect(files.filter((f) => /\.map\.(?:br|gz)$/.test(f))).toEqual([]);
      expect(files).toContain('noise.json');
      expect(files.filter((f) => f.startsWith('noise.json.'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
