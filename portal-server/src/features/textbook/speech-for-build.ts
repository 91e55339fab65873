// Where the content build gets its audio: the running speech-server (SPEECH_URL), or, when
// none answers, a speech-server this build starts for itself and stops when done. It starts
// only at the first line missing from the TTS cache, so a build with a full cache needs no
// speech-server at all.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AudioLine } from './content-schema';
import { looksLikeMp3, speechServerSynthesizer, type Synthesizer } from './tts-cache';
import { freePort } from '../../lib/free-port';

export type BuildSpeech = {
  synthesize: Synthesizer;
  close: () => Promise<void>;
  /** Decides (once) which engine makes the audio: speech-server, or the local espeak-ng fallback. */
  engine: () => Promise<'speech-server' | 'espeak-ng'>;
};

/** espeak-ng voices for speech-server's voice names (speech-server/PROTOCOL.md). */
const ESPEAK_VOICES: Record<AudioLine['voice'], string> = { 'en-us': 'en-us', 'en-us-f': 'en-us+f3', 'en-gb': 'en-gb', 'en-gb-f': 'en-gb+f3' };

/** Runs a command with `input` on its stdin; resolves with its stdout, rejects with its stderr when it fails. */
export function runPipe(command: string, args: string[], input: Buffer | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} failed (${code}): ${Buffer.concat(err).toString('utf8').slice(0, 300)}`))));
    child.stdin.end(input ?? undefined);
  });
}

/**
 * The same synthesis speech-server performs (espeak-ng, then MP3 22.05 kHz mono 128 kbit/s with
 * lame), for a build on a machine where no speech-server can run yet. Its lines are cached
 * under their own keys, so audio made by speech-server later replaces them.
 */
export const espeakSynthesizer: Synthesizer = async (line) => {
  const wordsPerMinute = Math.round(60 + line.speed * 1.8);
  const wav = await runPipe('espeak-ng', ['-v', ESPEAK_VOICES[line.voice], '-s', String(wordsPerMinute), '-p', '50', '--stdout', line.text], null);
  const mp3 = await runPipe('lame', ['--quiet', '-m', 'm', '-b', '128', '-', '-'], wav);
  if (!looksLikeMp3(mp3)) throw new Error(`lame produced no MP3 for "${line.text}"`);
  return mp3;
};

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/speech/health', url), { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}


export function buildSpeech(options: { speechUrl: string; repoRoot: string; dataDir: string; log?: (line: string) => void }): BuildSpeech {
  let child: ChildProcess | null = null;
  let ready: Promise<Synthesizer> | null = null;
  let source: 'speech-server' | 'espeak-ng' = 'speech-server';

  const start = async (): Promise<Synthesizer> => {
    if (await healthy(options.speechUrl)) {
      source = 'speech-server';
      return speechServerSynthesizer(options.speechUrl);
    }
    const dir = path.join(options.repoRoot, 'speech-server');
    const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    if (!fs.existsSync(path.join(dir, 'src', 'main.ts')) || !fs.existsSync(tsx)) {
      options.log?.(`exercises: no speech-server at ${options.speechUrl} and none to start; synthesising with espeak-ng directly`);
      source = 'espeak-ng';
      return espeakSynthesizer;
    }
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    options.log?.(`exercises: starting speech-server on ${url} for the audio build`);
    const dataDir = path.join(options.dataDir, 'speech-build');
    fs.mkdirSync(dataDir, { recursive: true });
    child = spawn(tsx, ['src/main.ts'], {
      cwd: dir,
      env: { ...process.env, SPEECH_PORT: String(port), SPEECH_HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<never>((_, reject) => child?.once('exit', (code) => reject(new Error(`speech-server が終了しました（code ${code}）`))));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (await Promise.race([healthy(url), exited])) {
        source = 'speech-server';
        return speechServerSynthesizer(url);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('speech-server が 120 秒以内に起動しませんでした。');
  };

  return {
    engine: async () => {
      ready ??= start();
      await ready;
      return source;
    },
    synthesize: async (line) => {
      ready ??= start();
      return (await ready)(line);
    },
    close: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}

/**
 * The TTS cache folder: CONTENT_TTS_CACHE, else the user's cache (XDG_CACHE_HOME or ~/.cache)
 * under eigo-portal/tts. It lives outside the checkout, like pnpm's store, because a file's name
 * is a hash of what it says (voice, speed, text) and so is valid for every checkout: a fresh
 * clone then synthesises only lines no checkout on the machine has heard (the graded readers
 * alone are about 1,100 sentences, minutes of synthesis). `repoRoot` is kept for callers that
 * pass their checkout; a cache that cannot be created falls back to <repoRoot>/.cache/tts.
 */
export function ttsCacheDir(repoRoot: string): string {
  if (process.env.CONTENT_TTS_CACHE) return process.env.CONTENT_TTS_CACHE;
  const userCache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const folder = path.join(userCache, 'eigo-portal', 'tts');
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.accessSync(folder, fs.constants.W_OK);
    return folder;
  } catch {
    return path.join(repoRoot, '.cache', 'tts');
  }
}
