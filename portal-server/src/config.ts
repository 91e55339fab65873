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
    ...overrides,
  };
}
