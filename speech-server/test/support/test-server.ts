import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/lib/config';
import { startSpeechServer, type RunningSpeechServer } from '../../src/app/server';

export interface TestServer extends RunningSpeechServer {
  ws(pathname: string): string;
  http(pathname: string): string;
  close(): Promise<void>;
}

/** A real speech-server on an ephemeral port with its own DATA_DIR; `env` overrides the pool settings. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'speech-test-'));
  const config = loadConfig({
    SPEECH_PORT: '0',
    SPEECH_HELPERS: '1',
    SPEECH_SLOTS_PER_HELPER: '3',
    SPEECH_RECOGNISERS_PER_HELPER: '1',
    DATA_DIR: dataDir,
    ...env,
  });
  const running = await startSpeechServer(config);
  return {
    ...running,
    ws: (pathname) => `${running.url.replace(/^http/, 'ws')}${pathname}`,
    http: (pathname) => `${running.url}${pathname}`,
    close: async () => {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
