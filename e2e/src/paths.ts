import path from 'node:path';
import { packagesOf } from '../../tooling/workspace.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Every remote, with its first page, from each package's "portal" descriptor. */
export const REMOTE_PACKAGES = packagesOf('remote');
export const REMOTES = REMOTE_PACKAGES.map((remote) => remote.name);
export const OPS_CLI = path.join(REPO_ROOT, 'portal-server', 'bin', 'portal-ops.mjs');
