import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { readRemoteDescriptor } from './remote-descriptor.mjs';
import { namesOf } from './workspace.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REMOTES = namesOf('remote');
const TITLE = { ja: 'テスト', en: 'Test' };

function packageDir(pkg: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'descriptor-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  return dir;
}

describe('remote descriptor', () => {
  it('takes the publish version over package.json and keeps the prefixes', () => {
    const dir = packageDir({ name: 'remote-x', version: '1.0.0', portal: { prefixes: ['/x', '/y/z'], title: TITLE } });
    expect(readRemoteDescriptor(dir, '2.3.0-rc.1')).toEqual({ name: 'remote-x', version: '2.3.0-rc.1', prefixes: ['/x', '/y/z'], title: TITLE });
    expect(readRemoteDescriptor(dir, undefined).version).toBe('1.0.0');
  });

  it.each([
    ['a version that is not semver', { name: 'remote-x', version: '1.0', portal: { prefixes: ['/x'], title: TITLE } }],
    ['no prefixes', { name: 'remote-x', version: '1.0.0', portal: { title: TITLE } }],
    ['a prefix with a trailing slash', { name: 'remote-x', version: '1.0.0', portal: { prefixes: ['/x/'], title: TITLE } }],
    ['a relative prefix', { name: 'remote-x', version: '1.0.0', portal: { prefixes: ['x'], title: TITLE } }],
    ['no display name', { name: 'remote-x', version: '1.0.0', portal: { prefixes: ['/x'] } }],
    ['no English display name', { name: 'remote-x', version: '1.0.0', portal: { prefixes: ['/x'], title: { ja: 'テスト' } } }],
  ])('refuses %s', (_what, pkg) => {
    expect(() => readRemoteDescriptor(packageDir(pkg), undefined)).toThrow();
  });

  it('every remote declares prefixes, and no two remotes claim the same one', () => {
    const owners = new Map<string, string>();
    for (const remote of REMOTES) {
      const { prefixes } = readRemoteDescriptor(path.join(root, remote), undefined) as { prefixes: string[] };
      for (const prefix of prefixes) {
        expect(owners.get(prefix), `${prefix} claimed by ${owners.get(prefix)} and ${remote}`).toBeUndefined();
        owners.set(prefix, remote);
      }
    }
    expect(owners.get('/eiken')).toBe('remote-exams');
    expect(owners.get('/eiken/biz')).toBe('remote-words');
    expect(owners.get('/skillup/ai-writing')).toBe('remote-aistudy');
    expect(owners.get('/skillup/writing')).toBe('remote-aistudy');
  });
});
