// Shared rspack 2 configuration for the host and every remote. Each package's
// rspack.config.mjs calls createFrontendConfig with its name, kind and exposes.
//
// Development: `pnpm --filter <pkg> dev` starts a dev server that works against a running
// portal (PORTAL_URL, default http://127.0.0.1:8080):
// - the host's dev server serves the host and proxies everything else to the portal;
// - a remote's dev server proxies the whole portal (host included) and serves its own build
//   under /__dev/<remote>/, rewriting /registry.json so that the portal loads this remote
//   from the dev server. Open the dev server's URL and work on the remote inside the real
//   portal.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompressAssetsPlugin } from './compress-assets.mjs';
import { sharedConfig } from './mf-contract.mjs';
import { PreloadStartupChunksPlugin } from './preload-startup.mjs';
import { PortalRemoteManifestPlugin, readRemoteDescriptor } from './remote-descriptor.mjs';
import { readPackage } from './workspace.mjs';

const PORTAL = process.env.PORTAL_URL ?? 'http://127.0.0.1:8080';
/** Paths the portal serves itself; the host's dev server forwards them. */
const PORTAL_PATHS = ['/v3', '/ops', '/registry.json', '/remotes', '/resources', '/uploads', '/speech'];

/**
 * What every remote exposes besides its own extras: its route subtree, and its view of the shared
 * singletons (shared-speech/probe, bundled into each app, compared by the e2e singleton test).
 */
const REMOTE_EXPOSES = { './routes': './src/routes.tsx', './shared-probe': 'shared-speech/probe' };

/**
 * The package's name, kind (host or remote) and dev port come from its package.json "portal"
 * descriptor (tooling/workspace.mjs).
 * @param {{
 *   dirname: string,
 *   exposes?: Record<string, string>,
 * }} options `exposes`: modules other remotes load besides REMOTE_EXPOSES (remote-exercises' ./engine)
 */
export function createFrontendConfig({ dirname, exposes: extraExposes = {} }) {
  const { name, kind, devPort: descriptorPort } = readPackage(dirname);
  if (kind !== 'host' && kind !== 'remote') throw new Error(`${name}: only a host or a remote is built with createFrontendConfig (kind is ${kind})`);
  const devPort = Number(process.env.DEV_PORT ?? descriptorPort);
  const exposes = kind === 'remote' ? { ...REMOTE_EXPOSES, ...extraExposes } : {};
  const installedVersion = (pkg) => readInstalledVersion(dirname, pkg);
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  const federationName = name.replace(/-/g, '_');
  const descriptor = isHost ? null : readRemoteDescriptor(dirname, process.env.REMOTE_VERSION);
  const devPublicPath = `/__dev/${name}/`;

  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    // A remote has no page of its own: its only entry is remoteEntry.js (added by the plugin).
    entry: isHost ? { main: './src/main.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // Remotes are served from /remotes/<name>/<version>/ and must not know where.
      publicPath: isHost ? '/' : production ? 'auto' : devPublicPath,
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      cssFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      cssChunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName,
      clean: true,
      // The spec's chunk-load timeout (part 1, section 9).
      chunkLoadTimeout: 120_000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      // `import classes from './x.module.css'` (tooling/globals.d.ts): a default export object.
      parser: { 'css/module': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(installedVersion),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // target 'web' drops the runtime's Node.js loading paths (browser only).
        experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __REMOTE_NAME__: JSON.stringify(name),
        __REMOTE_VERSION__: JSON.stringify(descriptor?.version ?? readPackageVersion(dirname)),
      }),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', minify: production }),
            // The chunks main.js asks for at start-up, listed in index.html so they download beside it.
            ...(production ? [new PreloadStartupChunksPlugin()] : []),
          ]
        : [new PortalRemoteManifestPlugin(descriptor)]),
      // .br and .gz beside each text asset, served by portal-server to browsers that accept them.
      ...(production ? [new CompressAssetsPlugin()] : []),
    ],
    optimization: {
      minimize: production,
    },
    performance: { hints: false },
    // Our styles are CSS modules (scoped class names) plus one global file of custom properties,
    // so the order in which two lazy chunks' modules are merged changes no rule that applies:
    // the bundler's "Conflicting order" warning is noise here (Rsbuild ignores it by default too).
    ignoreWarnings: [/Conflicting order between/],
    devServer: isHost ? hostDevServer(devPort) : remoteDevServer(devPort, name, devPublicPath),
  };
}

function hostDevServer(devPort) {
  return {
    port: devPort,
    host: '127.0.0.1',
    historyApiFallback: true,
    proxy: [{ context: PORTAL_PATHS, target: PORTAL, ws: true }],
  };
}

/** Serves the remote under devPublicPath and the rest of the portal by proxy, with a registry that points here. */
function remoteDevServer(devPort, name, devPublicPath) {
  return {
    port: devPort,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    devMiddleware: { publicPath: devPublicPath },
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-registry',
        path: '/registry.json',
        middleware: (req, res) => {
          fetch(new URL('/registry.json', PORTAL), { headers: { cookie: req.headers.cookie ?? '' } })
            .then((response) => response.json())
            .then((registry) => {
              for (const remote of registry.remotes ?? []) {
                if (remote.name === name) {
                  remote.entry = `${devPublicPath}mf-manifest.json`;
                  remote.version = `${remote.version}+dev`;
                }
              }
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(registry));
            })
            .catch((error) => {
              res.statusCode = 502;
              res.end(`portal at ${PORTAL} is not reachable: ${error.message}`);
            });
        },
      });
      return middlewares;
    },
    proxy: [
      {
        context: (pathname) => !pathname.startsWith(devPublicPath) && pathname !== '/registry.json',
        target: PORTAL,
        ws: true,
      },
    ],
  };
}

function readPackageVersion(dirname) {
  return JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8')).version;
}

/** Version of `pkg` as node_modules resolution from `fromDir` finds it (not every package exports ./package.json). */
function readInstalledVersion(fromDir, pkg) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}
