import { describe, expect, it } from 'vitest';
import type { RegistryRemote } from './registry-client';
import { isUnderPrefix, resolveRemote } from './resolve-remote';

const remote = (name: string, prefixes: string[]): RegistryRemote => ({ name, version: '1.0.0', entry: `/remotes/${name}/1.0.0/mf-manifest.json`, prefixes, title: null, override: false });
const remotes = [remote('remote-exams', ['/eiken', '/toeic', '/testing']), remote('remote-words', ['/eiken/biz', '/eiken/earListen', '/dictionary']), remote('remote-exercises', ['/skillup']), remote('remote-aistudy', ['/skillup/ai-writing'])];

describe('resolveRemote', () => {
  it.each([
    ['/eiken/eikenList', 'remote-exams'],
    ['/eiken/biz/studyWord/practice', 'remote-words'],
    ['/eiken/biz', 'remote-words'],
    ['/eiken/earListen/', 'remote-words'],
    ['/skillup/list/reading', 'remote-exercises'],
    ['/skillup/ai-writing', 'remote-aistudy'],
    ['/dictionary/search', 'remote-words'],
  ])('sends %s to %s (longest prefix wins)', (path, expected) => {
    expect(resolveRemote(remotes, path)?.name).toBe(expected);
  });

  it.each(['/home', '/eikenfoo', '/dictionaryx/index', '/'])('leaves %s to the host', (path) => {
    expect(resolveRemote(remotes, path)).toBeNull();
  });

  it('matches whole segments only', () => {
    expect(isUnderPrefix('/eiken/bizarre', '/eiken/biz')).toBe(false);
    expect(isUnderPrefix('/eiken/biz/x', '/eiken/biz')).toBe(true);
  });
});
