// `pnpm create-remote remote-<name> --prefix /<path> [--prefix /<path> ...] --title-ja <表示名> --title-en <name> [--port N] [--no-install]`
//
// Makes a working remote from tooling/remote-template: its route, a page on the shared data
// layer, texts, styles and a page test. Nothing else needs editing: every list of remotes (lint,
// unit tests, build, start, publish, e2e, the host's display name) is derived from the new
// package's "portal" descriptor.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedRanges } from './mf-contract.mjs';
import { packagesOf, readPackage, ROOT } from './workspace.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'remote-template');
const NAME = /^remote-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const PREFIX = /^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/;
/** The template's own notes stay in the template. */
const SKIPPED = new Set(['README.md']);
/** Workspace packages a remote builds on; the shared singletons' ranges come from the MF contract. */
const WORKSPACE_DEPENDENCIES = ['shared-api', 'shared-speech', 'shared-ui'];

/**
 * @param {{ name: string, prefixes: string[], titleJa: string, titleEn: string, devPort?: number }} options
 * @param {string} root the workspace root
 * @returns {string} the new package's folder
 */
export function createRemote(options, root = ROOT) {
  const { name, prefixes, titleJa, titleEn } = options;
  if (!NAME.test(name)) throw new Error(`"${name}" is not a remote name: use remote-<lowercase words joined by ->, e.g. remote-phonics`);
  const dir = path.join(root, name);
  if (fs.existsSync(dir)) throw new Error(`${name}/ already exists`);
  if (prefixes.length === 0) throw new Error('give at least one --prefix (a route prefix this remote owns, e.g. /phonics)');
  const existing = packagesOf('remote', root);
  for (const prefix of prefixes) {
    if (!PREFIX.test(prefix)) throw new Error(`route prefix "${prefix}" must look like /segment or /segment/more`);
    const owner = existing.find((remote) => remote.prefixes.includes(prefix));
    if (owner) throw new Error(`${prefix} is already owned by ${owner.name}`);
  }
  if (!titleJa.trim() || !titleEn.trim()) throw new Error('give the display name in Japanese and English (--title-ja, --title-en)');
  const devPort = options.devPort ?? Math.max(3000, ...packagesOf('front-end', root).map((pkg) => pkg.devPort ?? 0)) + 1;
  if (packagesOf('front-end', root).some((pkg) => pkg.devPort === devPort)) throw new Error(`dev port ${devPort} is taken`);

  const values = {
    name,
    // Inside a JSON string (package.json), and as a whole string literal in code.
    titleJa: JSON.stringify(titleJa.trim()).slice(1, -1),
    titleEn: JSON.stringify(titleEn.trim()).slice(1, -1),
    titleJaLiteral: JSON.stringify(titleJa.trim()),
    titleEnLiteral: JSON.stringify(titleEn.trim()),
    prefixes: JSON.stringify(prefixes),
    prefixList: prefixes.join(', '),
    firstPrefix: prefixes[0],
    home: `${prefixes[0]}/index`,
    devPort: String(devPort),
    dependencies: JSON.stringify(dependencies(root), null, 4).replace(/\n}/, '\n  }'),
    devDependencies: JSON.stringify(devDependencies(root), null, 4).replace(/\n}/, '\n  }'),
  };
  fs.mkdirSync(dir);
  try {
    copyTemplate(TEMPLATE, dir, values);
    readPackage(dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/** Fills `{{key}}` for the keys given; any other `{{...}}` (i18next interpolation) stays as it is. */
export function fill(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key) => (Object.hasOwn(values, key) ? values[key] : whole));
}

function copyTemplate(from, to, values) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name.replace(/\.tmpl$/, ''));
    if (entry.isDirectory()) {
      fs.mkdirSync(target);
      copyTemplate(source, target, values);
    } else {
      fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8'), values));
    }
  }
}

/** The shared singletons at the contract's ranges, and the shared workspace packages. */
function dependencies() {
  const packages = new Set(Object.keys(sharedRanges).map((request) => (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0])));
  const result = {};
  for (const pkg of [...packages].sort()) result[pkg] = WORKSPACE_DEPENDENCIES.includes(pkg) ? 'workspace:*' : sharedRanges[pkg] ?? sharedRanges[`${pkg}/client`];
  return result;
}

/** The build tools at the versions the host builds with, so every front end builds alike. */
function devDependencies(root) {
  const host = JSON.parse(fs.readFileSync(path.join(root, packagesOf('host', root)[0].name, 'package.json'), 'utf8'));
  const tools = ['@module-federation/enhanced', '@rspack/cli', '@rspack/core', '@rspack/dev-server'];
  return Object.fromEntries(tools.map((tool) => [tool, host.devDependencies?.[tool] ?? host.dependencies?.[tool]]));
}

function parseArguments(argv) {
  const options = { prefixes: [], titleJa: '', titleEn: '', install: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--prefix') options.prefixes.push(value());
    else if (arg === '--title-ja') options.titleJa = value();
    else if (arg === '--title-en') options.titleEn = value();
    else if (arg === '--port') options.devPort = Number(value());
    else if (arg === '--no-install') options.install = false;
    else if (!arg.startsWith('-') && !options.name) options.name = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.name) throw new Error('name the remote: pnpm create-remote remote-<name> --prefix /<path> --title-ja <表示名> --title-en <name>');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArguments(process.argv.slice(2));
    const dir = createRemote(options);
    console.info(`create-remote: made ${path.relative(ROOT, dir)}/`);
    if (options.install) execFileSync('pnpm', ['install'], { cwd: ROOT, stdio: 'inherit' });
    console.info(`next: pnpm --filter ${options.name} dev   (the whole portal with this remote served live)`);
  } catch (error) {
    console.error(`create-remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
