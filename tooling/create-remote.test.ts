import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createRemote, fill } from './create-remote.mjs';
import { packagesOf, ROOT } from './workspace.mjs';

/** A workspace with this repository's host and remotes' package.json files (no sources but the shared feature folders they declare). */
function workspaceCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'create-remote-'));
  for (const pkg of packagesOf('front-end')) {
    fs.mkdirSync(path.join(root, pkg.name));
    fs.copyFileSync(path.join(ROOT, pkg.name, 'package.json'), path.join(root, pkg.name, 'package.json'));
    for (const feature of pkg.sharedFeatures) fs.mkdirSync(path.join(root, pkg.name, 'src', 'features', feature), { recursive: true });
  }
  return root;
}

const options = { name: 'remote-phonics', prefixes: ['/phonics', '/phonics-test'], titleJa: 'フォニックス', titleEn: 'Phonics' };

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();

describe('create-remote', () => {
  it('makes a remote the workspace lists, with its route, texts, styles and test filled in', () => {
    const root = workspaceCopy();
    const dir = createRemote(options, root);
    expect(files(dir)).toEqual([
      'package.json',
      'rspack.config.mjs',
      'src/features/home/api/get-student.ts',
      'src/features/home/components/home-page.module.css',
      'src/features/home/components/home-page.test.tsx',
      'src/features/home/components/home-page.tsx',
      'src/features/home/home-texts.ts',
      'src/routes.tsx',
      'tsconfig.json',
    ]);
    const remote = packagesOf('remote', root).find((pkg) => pkg.name === 'remote-phonics');
    expect(remote).toMatchObject({ prefixes: ['/phonics', '/phonics-test'], title: { ja: 'フォニックス', en: 'Phonics' }, home: '/phonics/index' });
    expect(remote!.devPort).toBe(Math.max(...packagesOf('front-end').map((pkg) => pkg.devPort!)) + 1);
    const routes = fs.readFileSync(path.join(dir, 'src/routes.tsx'), 'utf8');
    expect(routes).toContain("{ path: '/phonics/index', element: <HomePage /> }");
    // Template keys are filled; i18next's own interpolation is left for i18next.
    const texts = fs.readFileSync(path.join(dir, 'src/features/home/home-texts.ts'), 'utf8');
    expect(texts).toContain('title: "フォニックス"');
    expect(texts).toContain('{{nickname}}');
    for (const file of files(dir)) expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/\{\{(name|home|titleJa|titleEn|titleJaLiteral|titleEnLiteral|prefixes|devPort|firstPrefix)\}\}/);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toMatchObject({ react: expect.any(String), '@tanstack/react-query': expect.any(String), 'shared-ui': 'workspace:*' });
    expect(pkg.devDependencies['@rspack/core']).toBe(JSON.parse(fs.readFileSync(path.join(ROOT, 'host-shell/package.json'), 'utf8')).devDependencies['@rspack/core']);
  });

  it.each([
    ['a name that is not remote-*', { ...options, name: 'phonics' }, /not a remote name/],
    ['a prefix another remote owns', { ...options, prefixes: ['/dictionary'] }, /already owned by remote-words/],
    ['a malformed prefix', { ...options, prefixes: ['phonics/'] }, /must look like/],
    ['no prefix', { ...options, prefixes: [] }, /at least one --prefix/],
    ['no English display name', { ...options, titleEn: ' ' }, /display name/],
    ['a taken dev port', { ...options, devPort: 3001 }, /dev port 3001 is taken/],
  ])('refuses %s and leaves nothing behind', (_what, bad, message) => {
    const root = workspaceCopy();
    expect(() => createRemote(bad, root)).toThrow(message);
    expect(fs.existsSync(path.join(root, bad.name))).toBe(false);
  });

  it('refuses a folder that exists', () => {
    const root = workspaceCopy();
    createRemote(options, root);
    expect(() => createRemote(options, root)).toThrow(/already exists/);
  });

  it('escapes quotes in display names for the JSON and the code it writes', () => {
    const dir = createRemote({ ...options, titleEn: `Ken's "best" words` }, workspaceCopy());
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).portal.title.en).toBe(`Ken's "best" words`);
    expect(fs.readFileSync(path.join(dir, 'src/features/home/home-texts.ts'), 'utf8')).toContain(`title: "Ken's \\"best\\" words"`);
  });

  it('fills only the template keys it is given', () => {
    expect(fill('{{name}} {{nickname}}', { name: 'remote-x' })).toBe('remote-x {{nickname}}');
  });
});
