#!/usr/bin/env node
// One command per team: build this remote as a given version and publish it to the portal's
// deploy store (immutable /remotes/<remote>/<version>/). Run it through pnpm from the root:
//
//   pnpm --filter remote-words publish-remote -- --version 1.2.0 [--activate] [--portal URL]
//
// The build goes to a temporary folder (dist/ is left alone), is uploaded through the ops
// HTTP API with the ops CLI, and is not active until ops activate it (or --activate).
// Credentials as for the ops CLI: PORTAL_OPS_ACCOUNT / PORTAL_OPS_PASSWORD or PORTAL_OPS_TOKEN.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const remoteDir = process.cwd();
const remote = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')).name;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    version: { type: 'string' },
    portal: { type: 'string' },
    activate: { type: 'boolean', default: false },
    'keep-build': { type: 'boolean', default: false },
  },
});
if (!values.version) {
  console.error(`usage: pnpm --filter ${remote} publish-remote -- --version <semver> [--activate] [--portal URL]`);
  process.exit(2);
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-${values.version}-`));
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: remoteDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
};

console.info(`publish-remote: building ${remote} ${values.version}`);
run(path.join(remoteDir, 'node_modules', '.bin', 'rspack'), ['build', '--output-path', outDir], { NODE_ENV: 'production', REMOTE_VERSION: values.version });

const ops = path.join(root, 'portal-server', 'bin', 'portal-ops.mjs');
const portalArgs = values.portal ? ['--portal', values.portal] : [];
run(process.execPath, [ops, 'publish', outDir, ...portalArgs]);
if (values.activate) run(process.execPath, [ops, 'activate', remote, values.version, ...portalArgs]);

if (values['keep-build']) console.info(`publish-remote: build kept in ${outDir}`);
else fs.rmSync(outDir, { recursive: true, force: true });
