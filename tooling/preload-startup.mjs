// <link rel="preload"> in the host's index.html for every chunk the host loads before its first
// render. The host's entry (main.ts) is only an async boundary: `import('./bootstrap')` runs once
// main.js has downloaded and executed, and only then does the Module Federation runtime ask for
// the bootstrap chunk and, for each shared module that chunk consumes, the chunks of the host's
// own provided copy (react-dom, the router, shared-ui, shared-api, axios, i18next...). Without
// hints those requests start one main.js download plus execution late; on a slow phone that is
// the longest wait before anything is on screen. Listed in index.html, they download while
// main.js does and runs.
//
// Which chunks: the chunk groups of the entry module's own dynamic imports, then, following
// every shared module those chunks consume, the chunk group of the host's provided copy of it
// (what the runtime loads when the host is the provider, as it always is at start-up), until
// nothing new is reached. Pages and shared modules the start-up does not consume (shared-speech)
// are left out: a preload that is not used competes for the same thin link.

/** "consume shared module (default) react-dom/client@^19.2.0 (strict) ..." and "provide shared module (default) react-dom/client@19.3.1 = ..." */
const SHARED_MODULE = /^(?:consume|provide) shared module \(([^)]*)\) (.+?)@([^@\s]+)(?:\s|$)/;

const shareKey = (module) => {
  const match = SHARED_MODULE.exec(module.identifier());
  return match ? `${match[1]}:${match[2]}` : null;
};

/**
 * Files (js and css, in discovery order) of the chunks an entry loads at start-up, without the
 * entry chunk's own files.
 * @param {any} compilation an rspack Compilation after chunk ids and hashes are final
 * @param {string} entryName
 * @returns {string[]}
 */
export function startupFiles(compilation, entryName) {
  const chunkGraph = compilation.chunkGraph;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunk = entrypoint.getEntrypointChunk();

  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const key = shareKey(module);
    if (key) provided.set(key, module);
  }

  const groups = [];
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group && !seen.has(group)) {
        seen.add(group);
        groups.push(group);
      }
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) visitBlocks(module);
  for (let i = 0; i < groups.length; i++) {
    for (const chunk of groups[i].chunks) {
      for (const module of chunkGraph.getChunkModules(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const key = shareKey(module);
        const provider = key ? provided.get(key) : undefined;
        // No copy of its own: the consumer's fallback is what loads.
        visitBlocks(provider ?? module);
      }
    }
  }

  const entryFiles = new Set(entryChunk.files);
  const files = [];
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (/\.(?:js|css)$/.test(file) && !entryFiles.has(file) && !files.includes(file)) files.push(file);
      }
    }
  }
  return files;
}

/**
 * The tags for `files` under `publicPath`; the entry's own scripts first, so that its download is
 * not queued behind the chunks it will ask for.
 * @param {string[]} entryFiles
 * @param {string[]} files
 * @param {string} publicPath
 */
export function preloadTags(entryFiles, files, publicPath) {
  return [...entryFiles, ...files]
    .filter((file) => /\.(?:js|css)$/.test(file))
    .map((file) => `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
}

export class PreloadStartupChunksPlugin {
  /** @param {{ entry?: string, html?: string }} [options] */
  constructor({ entry = 'main', html = 'index.html' } = {}) {
    this.entry = entry;
    this.html = html;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      // After the real content hashes (OPTIMIZE_HASH): the file names written are the final ones.
      // Before the compression plugin (OPTIMIZE_TRANSFER): the .br/.gz of index.html include the tags.
      compilation.hooks.processAssets.tap({ name: 'PreloadStartupChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const asset = compilation.getAsset(this.html);
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!asset || !entrypoint) return;
        const html = asset.source.source().toString();
        if (!html.includes('</head>')) throw new Error(`PreloadStartupChunksPlugin: ${this.html} has no </head>`);
        const publicPath = compilation.outputOptions.publicPath;
        if (typeof publicPath !== 'string' || publicPath === 'auto') throw new Error('PreloadStartupChunksPlugin needs a fixed output.publicPath');
        const entryFiles = entrypoint.getEntrypointChunk().files;
        const tags = preloadTags([...entryFiles], startupFiles(compilation, this.entry), publicPath);
        compilation.updateAsset(this.html, new sources.RawSource(html.replace('</head>', `${tags}</head>`)));
      });
    });
  }
}
