import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { namesOf, packagesOf, readPackage, workspacePackages } from './workspace.mjs';

function workspace(packages: Record<string, object>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
  for (const [name, pkg] of Object.entries(packages)) {
    fs.mkdirSync(path.join(root, name));
    fs.writeFileSync(path.join(root, name, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...pkg }));
  }
  return root;
}

const remote = (prefix: string, devPort: number) => ({ portal: { kind: 'remote', prefixes: [prefix], title: { ja: '名前', en: 'Name' }, home: `${prefix}/index`, devPort } });

describe('workspace packages from their portal descriptors', () => {
  it('lists each kind, host first, remotes by name', () => {
    const root = workspace({
      'remote-b': remote('/b', 3002),
      'remote-a': remote('/a', 3001),
      host: { portal: { kind: 'host', devPort: 3000 } },
      'shared-x': { portal: { kind: 'shared' } },
      server: { portal: { kind: 'server' } },
    });
    expect(namesOf('remote', root)).toEqual(['remote-a', 'remote-b']);
    expect(namesOf('front-end', root)).toEqual(['host', 'remote-a', 'remote-b']);
    expect(namesOf('browser', root)).toEqual(['host', 'remote-a', 'remote-b', 'shared-x']);
    expect(namesOf('server,shared', root)).toEqual(['shared-x', 'server']);
    expect(packagesOf('remote', root)[0]).toMatchObject({ home: '/a/index', devPort: 3001, title: { ja: '名前', en: 'Name' } });
  });

  it.each([
    ['no descriptor', {}],
    ['an unknown kind', { portal: { kind: 'library' } }],
    ['a remote without a display name', { portal: { kind: 'remote', prefixes: ['/x'], home: '/x', devPort: 3009 } }],
    ['a remote without its first page', { portal: { kind: 'remote', prefixes: ['/x'], title: { ja: 'x', en: 'x' }, devPort: 3009 } }],
    ['an app without a dev port', { portal: { kind: 'host' } }],
    ['a shared feature that is not a folder of src/features', { portal: { kind: 'shared', sharedFeatures: ['nowhere'] } }],
  ])('refuses a package with %s, naming it', (_what, pkg) => {
    const root = workspace({ 'remote-x': pkg });
    expect(() => readPackage(path.join(root, 'remote-x'))).toThrow(/remote-x\/package\.json/);
  });

  it('refuses an unknown kind in a selector', () => {
    expect(() => namesOf('remotes')).toThrow(/unknown package kind/);
  });

  it('this workspace: every package has a descriptor, remotes have distinct dev ports', () => {
    const packages = workspacePackages();
    expect(packages.map((pkg) => pkg.name)).toContain('host-shell');
    const apps = packagesOf('front-end');
    expect(new Set(apps.map((app) => app.devPort)).size).toBe(apps.length);
  });

  it('prints the names for shell scripts', () => {
    const printed = execFileSync('node', [path.join(import.meta.dirname, 'workspace.mjs'), 'remote'], { encoding: 'utf8' });
    expect(printed.trim().split('\n')).toEqual(namesOf('remote'));
  });
});
