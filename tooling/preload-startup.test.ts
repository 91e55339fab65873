import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { PreloadStartupChunksPlugin, preloadTags, startupFiles } from './preload-startup.mjs';

// The few parts of rspack's compilation the plugin reads, for a hand-made Module Federation graph.
type FakeGroup = { chunks: FakeChunk[] };
type FakeChunk = { files: string[]; modules: FakeModule[] };
type FakeModule = { type: string; identifier: () => string; blocks: { group: FakeGroup }[] };

const chunk = (files: string[], modules: FakeModule[] = []): FakeChunk => ({ files, modules });
const group = (...chunks: FakeChunk[]): FakeGroup => ({ chunks });
const module = (type: string, id: string, ...groups: FakeGroup[]): FakeModule => ({ type, identifier: () => id, blocks: groups.map((g) => ({ group: g })) });
const consume = (key: string, range: string, fallback: FakeGroup) => module('consume-shared-module', `consume shared module (default) ${key}@${range} (strict) (fallback: /x/${key}.js)`, fallback);
const provide = (key: string, version: string, target: FakeGroup) => module('provide-module', `provide shared module (default) ${key}@${version} = /x/${key}.js`, target);

function fakeCompilation(entryModule: FakeModule, entryChunk: FakeChunk, others: FakeModule[]) {
  return {
    entrypoints: new Map([['main', { getEntrypointChunk: () => entryChunk }]]),
    modules: [entryModule, ...others],
    chunkGraph: {
      getChunkEntryModulesIterable: (c: FakeChunk) => (c === entryChunk ? [entryModule] : []),
      getChunkModules: (c: FakeChunk) => c.modules,
      getBlockChunkGroup: (block: { group: FakeGroup }) => block.group,
    },
  };
}

describe('startupFiles on a Module Federation host graph', () => {
  it('follows the entry import and every consumed shared module to the host copy, and nothing else', () => {
    const react = group(chunk(['js/react.js']));
    const reactFallback = group(chunk(['js/react-fallback.js']));
    const query = group(chunk(['js/query.js']));
    const speech = group(chunk(['js/speech.js']));
    const lodashFallback = group(chunk(['js/lodash.js']));
    // react-dom's copy consumes react itself: followed too.
    const reactDom = group(chunk(['js/react-dom.js'], [consume('react', '^19.0.0', reactFallback)]));
    const lazyPage = group(chunk(['js/page.js', 'css/page.css']));
    const bootstrapModule = module('javascript/auto', '/src/bootstrap.tsx', lazyPage);
    const bootstrap = group(
      chunk(['js/bootstrap.js', 'css/bootstrap.css', 'js/bootstrap.js.map'], [bootstrapModule]),
      // Consumes often sit in chunks without files of their own.
      chunk([], [consume('react-dom/client', '^19.0.0', group(chunk(['js/react-dom-fallback.js']))), consume('@tanstack/react-query', '^5.0.0', group()), consume('lodash', '^4.0.0', lodashFallback)]),
    );
    const entryChunk = chunk(['js/main.js']);
    const entryModule = module('javascript/auto', '/src/main.ts', bootstrap);
    const compilation = fakeCompilation(entryModule, entryChunk, [
      provide('react-dom/client', '19.3.1', reactDom),
      provide('react', '19.3.1', react),
      provide('@tanstack/react-query', '5.90.0', query),
      provide('shared-speech', '1.0.0', speech),
    ]);
    expect(startupFiles(compilation, 'main')).toEqual(['js/bootstrap.js', 'css/bootstrap.css', 'js/react-dom.js', 'js/query.js', 'js/lodash.js', 'js/react.js']);
  });

  it('is empty for an unknown entry', () => {
    const entryChunk = chunk(['js/main.js']);
    expect(startupFiles(fakeCompilation(module('javascript/auto', '/src/main.ts'), entryChunk, []), 'other')).toEqual([]);
  });
});

describe('preloadTags', () => {
  it('lists the entry first, scripts as script and styles as style', () => {
    expect(preloadTags(['js/main.js', 'js/main.js.map'], ['css/a.css', 'js/a.js'], '/')).toBe(
      '<link rel="preload" href="/js/main.js" as="script"><link rel="preload" href="/css/a.css" as="style"><link rel="preload" href="/js/a.js" as="script">',
    );
  });
});

// The little of rspack's API the build below touches (tooling has no node_modules, so no rspack types).
type Compiler = { run(callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void; close(callback: () => void): void };
type Rspack = { rspack: ((options: object) => Compiler) & { HtmlRspackPlugin: new (options: object) => object } };
const { rspack } = createRequire(path.resolve(import.meta.dirname, '..', 'host-shell', 'package.json'))('@rspack/core') as Rspack;

describe('PreloadStartupChunksPlugin in an rspack build', () => {
  it('adds the entry and the chunk its entry module imports to index.html, not the lazy pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-startup-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'src', 'main.js'), "import('./bootstrap');\n");
      fs.writeFileSync(path.join(dir, 'src', 'bootstrap.js'), "console.log('boot');\ndocument.body.onclick = () => import('./page');\n");
      fs.writeFileSync(path.join(dir, 'src', 'page.js'), "console.log('page');\n");
      fs.writeFileSync(path.join(dir, 'src', 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: { main: './src/main.js' },
        output: { path: path.join(dir, 'dist'), publicPath: '/', filename: 'js/[name].[contenthash:10].js', chunkFilename: 'js/[name].[contenthash:10].js' },
        optimization: { minimize: false, chunkIds: 'named' },
        plugins: [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body' }), new PreloadStartupChunksPlugin()],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => {
          compiler.close(() => undefined);
          if (error) reject(error);
          else if (stats?.hasErrors()) reject(new Error(stats.toString()));
          else resolve();
        }),
      );
      const files = fs.readdirSync(path.join(dir, 'dist', 'js'));
      const main = files.find((f) => f.startsWith('main.'));
      const bootstrap = files.find((f) => f.includes('bootstrap'));
      const page = files.find((f) => f.includes('page'));
      expect([main, bootstrap, page].every(Boolean), files.join(', ')).toBe(true);
      const html = fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" href="/js/${main}" as="script"><link rel="preload" href="/js/${bootstrap}" as="script"></head>`.replace('</head>', ''));
      expect(html).not.toContain(page);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
