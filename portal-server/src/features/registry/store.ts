// The remote deploy store: DATA_DIR/remotes/<remote>/<version>/, one immutable folder per
// published version. A publish arrives as a gzipped tar of the remote's dist/ folder; it is
// unpacked into a private staging folder, checked, and only then moved into place.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import * as tar from 'tar';
import { z } from 'zod';
import type { RemoteTitle } from '../../db/tables/registry';
import { badRequest, conflict } from '../../http/reply';
import { checkCompressedVariants } from './compressed-variants';

export const REMOTE_NAME = /^remote-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Semver without build metadata (a "+" would need escaping in URLs and folder names). */
export const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
export const PREFIX = /^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/;

/** Limits for one uploaded build. */
export const MAX_BUNDLE_BYTES = 50 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;
export const MAX_FILES = 5000;

/** Files that name the current build and must never be cached; everything else is content-hashed. */
export const UNCACHED_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'portal-remote.json', 'mf-manifest-stats.json']);

const descriptorSchema = z.object({
  name: z.string().regex(REMOTE_NAME),
  version: z.string().regex(VERSION),
  prefixes: z.array(z.string().regex(PREFIX)).min(1).max(50),
  // Builds made before remotes had display names have none; the host then shows the package name.
  title: z.object({ ja: z.string().trim().min(1).max(40), en: z.string().trim().min(1).max(60) }).optional(),
});

const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }).passthrough(),
  exposes: z.array(z.object({ path: z.string() }).passthrough()),
  shared: z.array(z.unknown()),
});

export type CheckedBuild = {
  stagingDir: string;
  prefixes: string[];
  title: RemoteTitle | null;
  fileCount: number;
  totalBytes: number;
  exposes: string[];
};

export function storeRoot(dataDir: string): string {
  return path.join(dataDir, 'remotes');
}

export function versionDir(dataDir: string, remote: string, version: string): string {
  return path.join(storeRoot(dataDir), remote, version);
}

/** Module Federation container name of a remote package: remote-words -> remote_words. */
export const federationName = (remote: string) => remote.replace(/-/g, '_');

/**
 * Unpacks a gzipped tar into a fresh staging folder and checks that it is a build of
 * `remote` at `version`: portal-remote.json names both, mf-manifest.json is the remote's
 * Module Federation manifest and its remote entry is present. Throws a 400 otherwise and
 * leaves nothing behind.
 */
export async function unpackBuild(dataDir: string, remote: string, version: string, bundle: Buffer): Promise<CheckedBuild> {
  const stagingDir = path.join(storeRoot(dataDir), '.incoming', `${remote}-${version}-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(stagingDir, { recursive: true });
  try {
    const counts = await extractSafely(bundle, stagingDir);
    const descriptor = readJson(stagingDir, 'portal-remote.json', descriptorSchema);
    if (descriptor.name !== remote) throw badRequest(`portal-remote.json はリモート ${descriptor.name} のビルドです（${remote} ではありません）。`);
    if (descriptor.version !== version) {
      throw badRequest(`portal-remote.json のバージョンは ${descriptor.version} です。公開するバージョン ${version} でビルドし直してください。`);
    }
    const manifest = readJson(stagingDir, 'mf-manifest.json', manifestSchema);
    if (manifest.name !== federationName(remote)) throw badRequest(`mf-manifest.json の name が ${federationName(remote)} ではありません。`);
    const entryFile = path.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
    if (!isFileInside(stagingDir, entryFile)) throw badRequest(`リモートエントリ ${entryFile} がビルドに含まれていません。`);
    if (!manifest.exposes.some((expose) => expose.path === './routes')) throw badRequest('リモートは ./routes を公開する必要があります。');
    await checkCompressedVariants(stagingDir);
    return { stagingDir, prefixes: descriptor.prefixes, title: descriptor.title ?? null, exposes: manifest.exposes.map((e) => e.path), ...counts };
  } catch (error) {
    fs.rmSync(stagingDir, { recursive: true, force: true });
    throw error;
  }
}

/** Moves a checked build into its immutable place; refuses when the version folder already exists. */
export function installBuild(dataDir: string, remote: string, version: string, build: CheckedBuild): void {
  const target = versionDir(dataDir, remote, version);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // mkdir without recursive fails on an existing folder: the one place two publishes can race.
  try {
    fs.mkdirSync(target);
  } catch (error) {
    fs.rmSync(build.stagingDir, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw conflict(`${remote} ${version} は公開済みです。バージョンを上げてください。`);
    throw error;
  }
  fs.renameSync(build.stagingDir, target);
}

export function discardBuild(build: CheckedBuild): void {
  fs.rmSync(build.stagingDir, { recursive: true, force: true });
}

async function extractSafely(bundle: Buffer, dir: string): Promise<{ fileCount: number; totalBytes: number }> {
  let fileCount = 0;
  let totalBytes = 0;
  let refused: string | null = null;
  const refuse = (why: string) => {
    refused ??= why;
    return false;
  };
  const extractor = tar.x({
    cwd: dir,
    strict: true,
    preservePaths: false,
    noChmod: true,
    // Only plain files and folders with relative paths: no links, devices or escapes.
    filter: (entryPath, entry) => {
      const type = 'type' in entry ? entry.type : 'File';
      if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') return refuse(`許可されていない種類のエントリです: ${entryPath} (${type})`);
      const normalized = path.posix.normalize(entryPath.replace(/^\.\//, ''));
      if (normalized.startsWith('..') || path.isAbsolute(normalized)) return refuse(`フォルダの外を指すパスです: ${entryPath}`);
      if (type !== 'Directory') {
        fileCount += 1;
        totalBytes += entry.size ?? 0;
        if (fileCount > MAX_FILES) return refuse(`ファイルが多すぎます（最大 ${MAX_FILES}）。`);
        if (totalBytes > MAX_UNPACKED_BYTES) return refuse(`展開後のサイズが大きすぎます（最大 ${MAX_UNPACKED_BYTES / 1024 / 1024} MB）。`);
      }
      return true;
    },
  });
  try {
    await pipeline(Readable.from([bundle]), extractor);
  } catch (error) {
    throw badRequest(`アップロードされたビルドを展開できません（gzip 圧縮の tar が必要です）: ${(error as Error).message}`);
  }
  if (refused) throw badRequest(refused);
  if (fileCount === 0) throw badRequest('アップロードされたビルドが空です。');
  return { fileCount, totalBytes };
}

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw badRequest(`${file} がビルドに含まれていません。`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch {
    throw badRequest(`${file} が JSON として読めません。`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw badRequest(`${file} の内容が正しくありません: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return result.data;
}

function isFileInside(dir: string, relative: string): boolean {
  const full = path.resolve(dir, relative);
  return full.startsWith(dir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile();
}
