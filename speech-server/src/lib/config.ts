import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything speech-server reads from the environment, with the defaults from PROTOCOL.md. */
export interface SpeechConfig {
  host: string;
  port: number;
  dataDir: string;
  /** ps-helper processes (one per core by default). */
  helpers: number;
  /** Concurrent utterances one helper decodes, interleaved. */
  slotsPerHelper: number;
  /** Slots per helper that also carry the n-gram recogniser (free replies, recognition). */
  recognisersPerHelper: number;
  /** Sessions that may wait for a slot; one more is answered "busy" (10002). */
  queueLimit: number;
  /** Start of each utterance held back to estimate the speaker's cepstral mean (README "Engine"). */
  primeMs: number;
  /** Longest wait for a slot before answering "busy" (10004). */
  queueWaitMs: number;
  /** A session with no frame for this long is closed (40007). */
  idleTimeoutMs: number;
  nativeDir: string;
  modelDir: string;
  ttsConcurrency: number;
  ttsQueueLimit: number;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function intFrom(value: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SpeechConfig {
  const cores = Math.max(1, os.availableParallelism());
  const helpers = intFrom(env.SPEECH_HELPERS, cores, 1, 64, 'SPEECH_HELPERS');
  const slotsPerHelper = intFrom(env.SPEECH_SLOTS_PER_HELPER, 8, 1, 64, 'SPEECH_SLOTS_PER_HELPER');
  return {
    host: env.SPEECH_HOST ?? '127.0.0.1',
    port: intFrom(env.SPEECH_PORT, 8081, 0, 65535, 'SPEECH_PORT'),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(packageRoot, '..', 'data')),
    helpers,
    slotsPerHelper,
    recognisersPerHelper: intFrom(env.SPEECH_RECOGNISERS_PER_HELPER, Math.min(2, slotsPerHelper), 0, slotsPerHelper, 'SPEECH_RECOGNISERS_PER_HELPER'),
    queueLimit: intFrom(env.SPEECH_QUEUE_LIMIT, helpers * slotsPerHelper, 0, 10_000, 'SPEECH_QUEUE_LIMIT'),
    primeMs: intFrom(env.SPEECH_PRIME_MS, 2500, 100, 10_000, 'SPEECH_PRIME_MS'),
    queueWaitMs: intFrom(env.SPEECH_QUEUE_WAIT_MS, 10_000, 100, 600_000, 'SPEECH_QUEUE_WAIT_MS'),
    idleTimeoutMs: intFrom(env.SPEECH_IDLE_TIMEOUT_MS, 15_000, 100, 600_000, 'SPEECH_IDLE_TIMEOUT_MS'),
    nativeDir: path.join(packageRoot, 'native'),
    modelDir: env.POCKETSPHINX_MODEL ?? '/usr/share/pocketsphinx/model/en-us',
    ttsConcurrency: intFrom(env.SPEECH_TTS_CONCURRENCY, Math.max(1, cores - 1), 1, 64, 'SPEECH_TTS_CONCURRENCY'),
    ttsQueueLimit: intFrom(env.SPEECH_TTS_QUEUE_LIMIT, 64, 0, 10_000, 'SPEECH_TTS_QUEUE_LIMIT'),
  };
}

export { packageRoot };
