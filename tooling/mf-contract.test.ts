import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { packageOf, sharedConfig, sharedRanges } from './mf-contract.mjs';
import { namesOf } from './workspace.mjs';

const root = path.resolve(import.meta.dirname, '..');
const apps = namesOf('front-end');

function installed(app: string, pkg: string): string {
  const manifest = path.join(root, app, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

describe('shared-dependency contract', () => {
  it('uses real semver ranges, never workspace:*', () => {
    for (const range of Object.values(sharedRanges as Record<string, string>)) {
      expect(semver.validRange(range), range).not.toBeNull();
    }
  });

  it.each(apps)('%s installs versions inside every range', (app) => {
    for (const [request, range] of Object.entries(sharedRanges as Record<string, string>)) {
      const version = installed(app, packageOf(request));
      expect(semver.satisfies(version, range), `${app}: ${request}@${version} not in ${range}`).toBe(true);
    }
  });

  it('marks every shared module a singleton', () => {
    const config = sharedConfig(() => '1.0.0') as Record<string, { singleton: boolean }>;
    expect(Object.values(config).every((entry) => entry.singleton)).toBe(true);
  });
});
