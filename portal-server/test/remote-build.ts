// A minimal but complete remote build folder (portal-remote.json, mf-manifest.json, remote
// entry, one hashed chunk), packed the way the ops CLI packs dist/: for registry tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

/** `title` null packs a build from before remotes had display names. */
export async function packRemoteBuild(
  remote: string,
  version: string,
  prefixes: string[],
  tweak: (dir: string) => void = () => {},
  title: { ja: string; en: string } | null = null,
): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  const federation = remote.replace(/-/g, '_');
  fs.mkdirSync(path.join(dir, 'js'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${federation}; /* ${version} */`);
  fs.writeFileSync(path.join(dir, 'js', 'routes.0123456789.js'), `/* routes of ${version} */`);
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: federation, name: federation, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [{ path: './routes' }] }),
  );
  fs.writeFileSync(path.join(dir, 'portal-remote.json'), JSON.stringify({ name: remote, version, prefixes, ...(title ? { title } : {}) }));
  tweak(dir);
  const file = `${dir}.tgz`;
  await tar.c({ gzip: true, file, cwd: dir, portable: true }, fs.readdirSync(dir));
  const bundle = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
  return bundle;
}
