// Starts the portal the e2e tests run against: a fresh DATA_DIR, seeded; speech-server when
// the repository has one; portal-server on a free port serving the built host; every remote's
// dist/ published to the store and activated. Tests read PORTAL_URL and E2E_DATA_DIR.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OPS_CLI, REMOTES, REPO_ROOT } from './paths';

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const children: ChildProcess[] = [];
  const teardown = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let speechUrl = 'http://127.0.0.1:9';
    if (fs.existsSync(path.join(REPO_ROOT, 'speech-server', 'src', 'main.ts'))) {
      const speechPort = await freePort();
      speechUrl = `http://127.0.0.1:${speechPort}`;
      const speech = start('speech-server', path.join(REPO_ROOT, 'speech-server'), { SPEECH_PORT: String(speechPort), DATA_DIR: dataDir }, dataDir);
      children.push(speech);
      await waitFor(`${speechUrl}/speech/health`, speech, dataDir, 'speech-server');
    }
    // The seed synthesises item audio through speech-server, so it runs after it is up.
    run('seed', process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], path.join(REPO_ROOT, 'portal-server'), { DATA_DIR: dataDir, SPEECH_URL: speechUrl });

    const port = await freePort();
    const portalUrl = `http://127.0.0.1:${port}`;
    const portal = start('portal-server', path.join(REPO_ROOT, 'portal-server'), { PORT: String(port), DATA_DIR: dataDir, SPEECH_URL: speechUrl, LOG_LEVEL: 'warn' }, dataDir);
    children.push(portal);
    await waitFor(`${portalUrl}/registry.json`, portal, dataDir, 'portal-server');

    for (const remote of REMOTES) {
      run(`publish ${remote}`, process.execPath, [OPS_CLI, 'publish', path.join(REPO_ROOT, remote, 'dist'), '--if-missing', '--activate-if-none', '--portal', portalUrl], REPO_ROOT, {});
    }
    process.env.PORTAL_URL = portalUrl;
    process.env.E2E_DATA_DIR = dataDir;
    console.info(`e2e: portal at ${portalUrl}, data in ${dataDir}`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

function assertBuilt(): void {
  const missing = [path.join('host-shell', 'dist', 'index.html'), ...REMOTES.map((remote) => path.join(remote, 'dist', 'portal-remote.json'))].filter(
    (file) => !fs.existsSync(path.join(REPO_ROOT, file)),
  );
  if (missing.length) throw new Error(`e2e needs the built front end (bash scripts/build-all.sh); missing: ${missing.join(', ')}`);
}

function run(what: string, command: string, args: string[], cwd: string, env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`e2e setup: ${what} failed (${result.status})\n${result.stdout}\n${result.stderr}`);
}

function start(name: string, cwd: string, env: Record<string, string>, dataDir: string): ChildProcess {
  const log = fs.openSync(path.join(dataDir, `${name}.log`), 'a');
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

async function waitFor(url: string, child: ChildProcess, dataDir: string, name: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const log = fs.readFileSync(path.join(dataDir, `${name}.log`), 'utf8');
  throw new Error(`e2e setup: ${name} did not start\n${log}`);
}

/** A port the OS says is free right now (tests never use fixed ports). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
