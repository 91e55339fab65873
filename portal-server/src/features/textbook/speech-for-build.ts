// Where the content build gets its audio: the running speech-server (SPEECH_URL), or, when
// none answers, a speech-server this build starts for itself and stops when done. It starts
// only at the first line missing from the TTS cache, so a build with a full cache needs no
// speech-server at all.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { speechServerSynthesizer, type Synthesizer } from './tts-cache';

export type BuildSpeech = { synthesize: Synthesizer; close: () => Promise<void> };

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/speech/health', url), { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

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

export function buildSpeech(options: { speechUrl: string; repoRoot: string; dataDir: string; log?: (line: string) => void }): BuildSpeech {
  let child: ChildProcess | null = null;
  let ready: Promise<Synthesizer> | null = null;

  const start = async (): Promise<Synthesizer> => {
    if (await healthy(options.speechUrl)) return speechServerSynthesizer(options.speechUrl);
    const dir = path.join(options.repoRoot, 'speech-server');
    const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    if (!fs.existsSync(path.join(dir, 'src', 'main.ts')) || !fs.existsSync(tsx)) {
      throw new Error(`音声を作るには speech-server が必要ですが、${options.speechUrl} に応答がなく、起動もできません（${dir}）。`);
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
      if (await Promise.race([healthy(url), exited])) return speechServerSynthesizer(url);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('speech-server が 120 秒以内に起動しませんでした。');
  };

  return {
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

/** The TTS cache folder: CONTENT_TTS_CACHE, else .cache/tts at the repository root (git-ignored). */
export function ttsCacheDir(repoRoot: string): string {
  return process.env.CONTENT_TTS_CACHE ?? path.join(repoRoot, '.cache', 'tts');
}
