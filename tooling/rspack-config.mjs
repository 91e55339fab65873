// Shared rspack 2 configuration for the host and every remote. Each package's
// rspack.config.mjs calls createFrontendConfig with its name, kind and exposes.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './mf-contract.mjs';

const PORTAL = process.env.PORTAL_URL ?? 'http://127.0.0.1:8080';

/**
 * @param {{
 *   dirname: string,
 *   name: string,
 *   kind: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   devPort: number,
 * }} options
 */
export function createFrontendConfig({ dirname, name, kind, exposes = {}, devPort }) {
  const installedVersion = (pkg) => readInstalledVersion(dirname, pkg);
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  const federationName = name.replace(/-/g, '_');

  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // Remotes are served from /remotes/<name>/<version>/ and must not know where.
      publicPath: isHost ? '/' : 'auto',
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
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __REMOTE_NAME__: JSON.stringify(name),
      }),
      ...(isHost
        ? [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', minify: production })]
        : []),
    ],
    optimization: {
      minimize: production,
    },
    performance: { hints: false },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/v3', '/ops', '/registry.json', '/remotes', '/resources', '/uploads'], target: PORTAL },
      ],
    },
  };
}

/** Version of `pkg` as node_modules resolution from `fromDir` finds it (not every package exports ./package.json). */
function readInstalledVersion(fromDir, pkg) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}
