// Real portal-server processes for tests, the benchmark and the load test: `src/main.ts` started
// as its own process (as `npm start` does), and a throwaway PostgreSQL for them to share.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/lib/free-port';
import { createScratchPostgresDatabase } from './harness';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

export type PortalProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts src/main.ts on 127.0.0.1 (a free port unless `port` is given) and waits until it
 * answers. `env` is the whole environment (DATA_DIR, DATABASE_URL, PORTAL_WORKERS...);
 * `nodeArgs` go before the script (e.g. --cpu-prof, which NODE_OPTIONS refuses).
 */
export async function startPortalProcess(options: { env: NodeJS.ProcessEnv; port?: number; nodeArgs?: string[]; timeoutMs?: number }): Promise<PortalProcess> {
  const port = options.port ?? (await freePort());
  // node with tsx's loader rather than the tsx command (which runs a second node): one process
  // to signal, and the one --cpu-prof profiles.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal-server exited with code ${child.exitCode}:\n${output}`);
    const up = await fetch(`${base}/v3/app/service-check`).then((r) => r.ok).catch(() => false);
    if (up) return { base, port, child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`portal-server did not answer within ${(options.timeoutMs ?? 300_000) / 1000} s:\n${output}`);
}

export type SpeechProcess = { url: string; stop: () => Promise<void> };

/**
 * A real speech-server (`speech-server/src/main.ts`, its own process as in production) on a free
 * port of 127.0.0.1 with its own DATA_DIR, waited for until /speech/health answers; `env` adds to
 * the environment (pool sizes). Stop removes its folder.
 */
export async function startSpeechServerProcess(env: NodeJS.ProcessEnv = {}): Promise<SpeechProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-speech-'));
  const port = await freePort();
  const log = fs.openSync(path.join(dir, 'speech-server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(SERVER_ROOT, '..', 'speech-server'),
    env: { ...process.env, SPEECH_PORT: String(port), SPEECH_HOST: '127.0.0.1', DATA_DIR: dir, SPEECH_HELPERS: '1', ...env },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.closeSync(log);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await fetch(`${url}/speech/health`).then((response) => response.ok).catch(() => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const output = fs.readFileSync(path.join(dir, 'speech-server.log'), 'utf8');
  await stop();
  throw new Error(`speech-server did not start:\n${output}`);
}

export type ThrowawayPostgres = { url: string; stop: () => Promise<void> };

/**
 * A PostgreSQL database nobody else uses: a scratch database on DATABASE_URL's server when it
 * is set (the PostgreSQL test lane, scripts/with-postgres.sh), otherwise a cluster of its own,
 * made the way with-postgres.sh makes one (initdb in a temporary folder, 127.0.0.1, a free port)
 * and deleted on stop. PostgreSQL comes from scripts/setup.sh.
 */
export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL);
    return { url: scratch.url, stop: scratch.drop };
  }
  const pgBin = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).map((version) => `/usr/lib/postgresql/${version}/bin`).pop()
    : undefined;
  if (!pgBin || !fs.existsSync(path.join(pgBin, 'initdb'))) throw new Error('PostgreSQL is not installed; run scripts/setup.sh (it installs the postgresql package)');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(pgBin, command), ...args], { encoding: 'utf8' }) : spawnSync(path.join(pgBin, command), args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  fs.chmodSync(workdir, 0o755);
  if (asRoot) spawnSync('chown', ['postgres:postgres', workdir]);
  const dataDir = path.join(workdir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', dataDir, '-l', path.join(workdir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${workdir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(workdir, { recursive: true, force: true });
      }
    },
  };
}

export type Nginx = { base: string; stop: () => Promise<void> };

/**
 * Debian's nginx (scripts/setup.sh) running deploy/nginx-portal.conf as it is, except for what
 * differs on a test machine: the upstream lists the given portal processes and it listens on a
 * free port of 127.0.0.1; its pid, logs and temporary files go to a temporary folder.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!nginxBin) throw new Error('nginx is not installed; run scripts/setup.sh (it installs the nginx package)');
  const port = await freePort();
  const conf = fs
    .readFileSync(path.join(SERVER_ROOT, 'deploy', 'nginx-portal.conf'), 'utf8')
    .replace(/^(\s*)server 127\.0\.0\.1:\d+[^;]*;\n/gm, (_line, indent: string) => (upstreams.length ? upstreams.map((address) => `${indent}server ${address};\n`).join('') : ''))
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  if (!conf.includes(`server ${upstreams[0]};`) || !conf.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx-portal.conf no longer has the upstream or listen lines this test replaces');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  // nginx's workers drop root for nobody: they must be able to write their temporary files.
  fs.chmodSync(dir, 0o777);
  const temp = (name: string) => {
    fs.mkdirSync(path.join(dir, name), { mode: 0o777 });
    fs.chmodSync(path.join(dir, name), 0o777);
    return path.join(dir, name);
  };
  const main = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
    conf,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child = spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output} ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
    const up = await fetch(`${base}/v3/app/service-check`).then((r) => r.ok).catch(() => false);
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`nginx did not answer within 30 s: ${output}`);
}
