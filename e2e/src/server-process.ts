// Starting and stopping the real servers for e2e: the global setup's shared portal and the
// stacks some specs bring of their own (OwnPortal, OwnSpeechStack) all go through these.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { OPS_CLI, REMOTES, REPO_ROOT } from './paths';

export type ServerName = 'portal-server' | 'speech-server';

/** How long the shared e2e portal's speech addresses live (seconds; the product's default is 300). */
export const E2E_SPEECH_ADDRESS_TTL_SECONDS = 20;

/** A port the OS says is free right now (tests never use fixed ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const logFile = (dataDir: string, name: ServerName) => path.join(dataDir, `${name}.log`);

/** Starts `name`'s src/main.ts with `env`, its output appended to DATA_DIR/<name>.log. */
export function startServer(name: ServerName, env: Record<string, string>, dataDir: string): ChildProcess {
  const log = fs.openSync(logFile(dataDir, name), 'a');
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(REPO_ROOT, name), env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

/** Waits until `url` answers 2xx; fails with the server's log when it exits or takes over 90 s. */
export async function waitUntilUp(url: string, child: ChildProcess, name: ServerName, dataDir: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const log = fs.existsSync(logFile(dataDir, name)) ? fs.readFileSync(logFile(dataDir, name), 'utf8') : '';
  throw new Error(`e2e: ${name} did not start (${url})\n${log}`);
}

/** Stops a server and waits for it to exit (SIGKILL: as a crashed or unplugged server would). */
export async function stopServer(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

function run(what: string, command: string, args: string[], cwd: string, env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`e2e: ${what} failed (${result.status})\n${result.stdout}\n${result.stderr}`);
}

/**
 * The word lists an e2e portal loads: the grade the specs study and the first business units
 * (every list's word and example audio would take minutes to synthesise on a fresh clone).
 * E2E_WORD_LISTS widens it ("code" or "code:N units", comma-separated).
 */
const E2E_WORD_LISTS = process.env.E2E_WORD_LISTS ?? 'eiken-3,business:3';

/** What a portal's specs need of the seed; a portal seeds only what its specs use. */
export type SeedNeeds = {
  /** Item audio is synthesised through this speech-server; without it, from the TTS cache or espeak-ng. */
  speechUrl?: string;
  /**
   * The shared portal loads the whole dictionary (dictionary.spec looks words up in the real data);
   * the specs' own portals load the portal's subset (its most common words and the words the tests
   * name), which saves each of them 10-20 s of loading.
   */
  dictionary: 'all' | 'subset';
  /**
   * The AI course's lesson videos (ffmpeg; about 40 s on a machine whose video cache is empty, a copy
   * from the cache after that): only the AI course specs (aistudy*.spec.ts, on the shared portal)
   * open a lesson.
   */
  aiLessonVideos: boolean;
};

/** Seeds the demo school into DATA_DIR with what `needs` names. */
export function seedPortal(dataDir: string, needs: SeedNeeds): void {
  run('seed', process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], path.join(REPO_ROOT, 'portal-server'), {
    DATA_DIR: dataDir,
    CONTENT_WORD_LISTS: E2E_WORD_LISTS,
    DICTIONARY_SUBSET: needs.dictionary === 'all' ? 'all' : '1000',
    CONTENT_AI_LESSON_VIDEOS: needs.aiLessonVideos ? 'all' : 'none',
    ...(needs.speechUrl ? { SPEECH_URL: needs.speechUrl } : {}),
  });
}

/** Publishes every remote's built dist/ to the portal's store, activating it where none is active. */
export function publishRemotes(portalUrl: string): void {
  for (const remote of REMOTES) {
    run(`publish ${remote}`, process.execPath, [OPS_CLI, 'publish', path.join(REPO_ROOT, remote, 'dist'), '--if-missing', '--activate-if-none', '--portal', portalUrl], REPO_ROOT, {});
  }
}
