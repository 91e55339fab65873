import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const REMOTES = ['remote-exercises', 'remote-exams', 'remote-words', 'remote-ebook', 'remote-arena', 'remote-aistudy'] as const;
export type RemoteName = (typeof REMOTES)[number];
export const OPS_CLI = path.join(REPO_ROOT, 'portal-server', 'bin', 'portal-ops.mjs');
