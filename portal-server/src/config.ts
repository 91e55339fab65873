import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  SPEECH_URL: z.string().url().default('http://127.0.0.1:8081'),
  HOST_DIST: z.string().default(path.join(repoRoot, 'host-shell', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Which proxies' X-Forwarded-* headers to believe: loopback (default), true, false, or addresses/CIDRs joined by commas. */
  TRUST_PROXY: z.string().default('loopback'),
  /** How long a speech address (evaluation, recognition, text-to-speech) stays valid. */
  SPEECH_ADDRESS_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Speech streams (evaluation or recognition) one student may have open at once. */
  SPEECH_MAX_OPEN_STREAMS: z.coerce.number().int().min(1).max(100).default(2),
  /** Speech streams one student may start per minute. */
  SPEECH_STREAMS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(30),
  /** Text-to-speech readings one student may ask for per minute. */
  SPEECH_TTS_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(120),
  /** Strict-Transport-Security max-age (seconds) sent on HTTPS requests; 0 sends none. Set it only when the portal is reached over TLS. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63072000).default(0),
  /** 1: the study clock follows the X-Portal-Now header (tests that simulate days); never set in production. */
  PORTAL_TEST_CLOCK: z.enum(['0', '1']).default('0'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Where speech-server listens; the portal proxies /speech/* to it. */
  speechUrl: string;
  /** Built host-shell served at /. */
  hostDist: string;
  logLevel: string;
  repoRoot: string;
  /** Fastify's trustProxy: the client address and scheme come from these proxies' headers. */
  trustProxy: boolean | string;
  /** Signed speech addresses and the per-student speech limits (features/speech-proxy). */
  speechAccess: { ttlSeconds: number; maxOpenStreams: number; streamsPerMinute: number; ttsPerMinute: number };
  /** Strict-Transport-Security max-age in seconds for HTTPS requests; 0 = none. */
  hstsMaxAge: number;
  /** Whether requests may set the study clock (http/request-clock.ts): for tests only. */
  testClock: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    speechUrl: parsed.SPEECH_URL,
    hostDist: parsed.HOST_DIST,
    logLevel: parsed.LOG_LEVEL,
    repoRoot,
    trustProxy: parsed.TRUST_PROXY === 'true' ? true : parsed.TRUST_PROXY === 'false' ? false : parsed.TRUST_PROXY,
    speechAccess: {
      ttlSeconds: parsed.SPEECH_ADDRESS_TTL_SECONDS,
      maxOpenStreams: parsed.SPEECH_MAX_OPEN_STREAMS,
      streamsPerMinute: parsed.SPEECH_STREAMS_PER_MINUTE,
      ttsPerMinute: parsed.SPEECH_TTS_PER_MINUTE,
    },
    hstsMaxAge: parsed.HSTS_MAX_AGE,
    testClock: parsed.PORTAL_TEST_CLOCK === '1',
    ...overrides,
  };
}
