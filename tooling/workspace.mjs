// The one list of the workspace's packages, read from each package's own `portal` descriptor in
// its package.json. Scripts, lint, the test projects, e2e and the host derive every list of
// remotes (or of front ends, shared packages, servers) from here, so a new package joins all of
// them by being created; nothing else is kept by hand.
//
//   "portal": { "kind": "remote", "prefixes": ["/dictionary"], "title": { "ja": "単語・辞書", "en": "Words" },
//               "home": "/dictionary/index", "devPort": 3003 }
//
// kind: host | remote (Module Federation apps), shared (singletons every app shares), contract
// (pure code servers and front ends both import), server, test. sharedFeatures: the folders of
// src/features that the package's other features may import (lint holds the rest apart).
//
// As a command: `node tooling/workspace.mjs <kind>[,<kind>...]` prints the names, one per line
// (`front-end` is host and remotes; `browser` is front ends and shared packages).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const KINDS = ['host', 'remote', 'shared', 'contract', 'server', 'test'];

/** Groups of kinds that callers ask for together. */
const GROUPS = {
  'front-end': ['host', 'remote'],
  browser: ['host', 'remote', 'shared'],
};

/**
 * @typedef {{ ja: string, en: string }} DisplayName
 * @typedef {{
 *   name: string,
 *   dir: string,
 *   version: string,
 *   kind: 'host' | 'remote' | 'shared' | 'contract' | 'server' | 'test',
 *   prefixes: string[],
 *   title: DisplayName | null,
 *   home: string | null,
 *   devPort: number | null,
 *   sharedFeatures: string[],
 * }} WorkspacePackage
 */

/** Every top-level folder with a package.json is a package (pnpm-workspace.yaml says '*'). */
function packageDirs(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => path.join(root, entry.name))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')));
}

/**
 * Reads and checks one package's descriptor; a package without one, or with a wrong one, is an
 * error that names the package and the field, so a mistake cannot silently drop a remote from CI.
 * @returns {WorkspacePackage}
 */
export function readPackage(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const where = `${path.basename(dir)}/package.json`;
  const portal = pkg.portal;
  if (!portal || !KINDS.includes(portal.kind)) throw new Error(`${where}: "portal.kind" must be one of ${KINDS.join(', ')}`);
  if (pkg.name !== path.basename(dir)) throw new Error(`${where}: the package name must be its folder's name (${path.basename(dir)})`);
  const isApp = portal.kind === 'host' || portal.kind === 'remote';
  if (isApp && !Number.isInteger(portal.devPort)) throw new Error(`${where}: "portal.devPort" (the dev server's port) is missing`);
  if (portal.kind === 'remote') {
    if (!portal.title || typeof portal.title.ja !== 'string' || typeof portal.title.en !== 'string' || !portal.title.ja || !portal.title.en) {
      throw new Error(`${where}: "portal.title" needs a Japanese and an English display name ({ "ja": "...", "en": "..." })`);
    }
    if (typeof portal.home !== 'string' || !portal.home.startsWith('/')) throw new Error(`${where}: "portal.home" (the remote's first page, e.g. "/ebook/index") is missing`);
  }
  const sharedFeatures = portal.sharedFeatures ?? [];
  if (!Array.isArray(sharedFeatures) || sharedFeatures.some((feature) => typeof feature !== 'string' || !fs.existsSync(path.join(dir, 'src', 'features', feature)))) {
    throw new Error(`${where}: "portal.sharedFeatures" must list folders of src/features that other features may import`);
  }
  return {
    name: pkg.name,
    dir,
    version: pkg.version,
    kind: portal.kind,
    prefixes: Array.isArray(portal.prefixes) ? portal.prefixes : [],
    title: portal.title ?? null,
    home: portal.home ?? null,
    devPort: portal.devPort ?? null,
    sharedFeatures,
  };
}

/** @returns {WorkspacePackage[]} sorted: host, then remotes, shared, contract, servers, tests; by name inside a kind. */
export function workspacePackages(root = ROOT) {
  return packageDirs(root)
    .map(readPackage)
    .sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.name.localeCompare(b.name));
}

/** @param {string} selector a kind, a group (front-end, browser) or several joined by commas */
export function packagesOf(selector, root = ROOT) {
  const kinds = selector.split(',').flatMap((part) => GROUPS[part] ?? [part]);
  for (const kind of kinds) if (!KINDS.includes(kind)) throw new Error(`unknown package kind "${kind}" (kinds: ${KINDS.join(', ')}; groups: ${Object.keys(GROUPS).join(', ')})`);
  return workspacePackages(root).filter((pkg) => kinds.includes(pkg.kind));
}

/** Names only, for configs. */
export const namesOf = (selector, root = ROOT) => packagesOf(selector, root).map((pkg) => pkg.name);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const selector = process.argv[2];
  if (!selector) {
    console.error(`usage: node tooling/workspace.mjs <kind>[,<kind>...]   kinds: ${KINDS.join(', ')}; groups: ${Object.keys(GROUPS).join(', ')}`);
    process.exit(2);
  }
  try {
    for (const name of namesOf(selector)) console.log(name);
  } catch (error) {
    console.error(`workspace: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
