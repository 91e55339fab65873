// Writing a generated package (index.json only, its media referenced by absolute URL) the way
// content-build.ts writes the authored ones: versioned by a hash of its content, atomic files,
// a compressed copy, index.json last. Generated packages are many (every word unit has five),
// so they get a gzip copy only: brotli at its best quality costs about 80 ms per index on this
// machine (a minute per fresh seed), gzip about 2 ms, and @fastify/static serves whichever
// copy exists.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes a file atomically (a stopped build never leaves half a file). */
export function writeAtomic(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

export type WrittenPackage = { version: string; packagePath: string; index: Record<string, unknown> };

/** Writes DATA_DIR/resources/<code>/<version>/index.json (version: a hash of the index); an existing version is left as it is. */
export function writeIndexPackage(dataDir: string, code: string, index: Record<string, unknown>): WrittenPackage {
  const version = sha(JSON.stringify(index)).slice(0, 12);
  const folder = path.join(dataDir, 'resources', code, version);
  const full = { ...index, res_version: version };
  const json = `${JSON.stringify(full)}\n`;
  if (!fs.existsSync(path.join(folder, 'index.json'))) {
    writeAtomic(path.join(folder, 'index.json.gz'), zlib.gzipSync(json, { level: 9 }));
    writeAtomic(path.join(folder, 'index.json'), json);
  }
  return { version, packagePath: `/resources/${code}/${version}/`, index: full };
}
