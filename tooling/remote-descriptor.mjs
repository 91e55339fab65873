// What a remote build tells the portal's registry about itself: its name, the version it
// was built as, the route prefixes it owns (package.json "portal.prefixes", see
// DESIGN.md "Who owns which routes") and its display name ("portal.title", shown by the host
// when the remote cannot be loaded). Written into dist/ as portal-remote.json, uploaded
// with the build, and checked by portal-server when the version is published.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export const DESCRIPTOR_FILE = 'portal-remote.json';

/**
 * @param {string} dirname the remote package's folder
 * @param {string | undefined} versionOverride REMOTE_VERSION from the publish command
 * @returns {{ name: string, version: string, prefixes: string[], title: { ja: string, en: string } }}
 */
export function readRemoteDescriptor(dirname, versionOverride) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const version = versionOverride || pkg.version;
  if (!semver.valid(version)) throw new Error(`${pkg.name}: version "${version}" is not semver (e.g. 1.2.0)`);
  const prefixes = pkg.portal?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0) {
    throw new Error(`${pkg.name}: package.json needs "portal": { "prefixes": ["/..."] } (the routes this remote owns)`);
  }
  for (const prefix of prefixes) {
    if (typeof prefix !== 'string' || !/^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/.test(prefix)) {
      throw new Error(`${pkg.name}: route prefix "${prefix}" must look like /segment or /segment/more`);
    }
  }
  const title = pkg.portal?.title;
  if (!title || typeof title.ja !== 'string' || !title.ja || typeof title.en !== 'string' || !title.en) {
    throw new Error(`${pkg.name}: package.json needs "portal": { "title": { "ja": "...", "en": "..." } } (the remote's display name)`);
  }
  return { name: pkg.name, version: semver.clean(version) ?? version, prefixes, title: { ja: title.ja, en: title.en } };
}

/** Emits portal-remote.json next to mf-manifest.json. */
export class PortalRemoteManifestPlugin {
  /** @param {{ name: string, version: string, prefixes: string[], title: { ja: string, en: string } } | null} descriptor */
  constructor(descriptor) {
    this.descriptor = descriptor;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PortalRemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalRemoteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = { ...this.descriptor, builtAt: new Date().toISOString() };
          compilation.emitAsset(DESCRIPTOR_FILE, new RawSource(`${JSON.stringify(body, null, 2)}\n`));
        },
      );
    });
  }
}
