// The shared test harness: a real portal (buildApp) on a throwaway database — an embedded
// PGlite in a temporary DATA_DIR, or, when DATABASE_URL is set (scripts/with-postgres.sh),
// a fresh database created for this portal on that PostgreSQL server — seeded with the demo
// school, plus helpers to log in as demo accounts and call routes the way the client does.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { seedSteps } from '../src/cli/seed-steps';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { DEMO_PASSWORD, seedDemoSchool, type DemoSchool } from '../src/features/accounts/seed';
import { WINDOW_MS } from '../src/features/accounts/login-rate-limit';

export type Session = { login: string; token: string; studentId: number };

/** The spec's wrapper; data is left loose on purpose: each test says what it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response data is checked by each test
export type ApiBody = { code: number; errcode: number; errmsg: string; data: any };
export type ApiResponse = { status: number; body: ApiBody; headers: Record<string, unknown>; text: string };

export type UploadFile = { field: string; filename: string; contentType: string; data: Buffer };
export type MultipartInput = { fields?: Record<string, string>; files?: UploadFile[] };

export type CallOptions = {
  /** Who calls: a session adds the bearer token and, unless `studentId` says otherwise, student_id. */
  as?: Session;
  /** Override the bearer token (a stale one, garbage), or null for none even with `as`. */
  token?: string | null;
  /** Override student_id; null leaves it out. */
  studentId?: number | string | null;
  query?: Record<string, string | number | string[]>;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type TestPortal = {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  kind: 'pglite' | 'postgres';
  school: DemoSchool;
  dataDir: string;
  /** A logged-in session for a demo account, reused across calls (a new login would end the old one). */
  session(login: string): Promise<Session>;
  /** Logs in again (ending the account's earlier session) and remembers the new session. */
  freshSession(login: string): Promise<Session>;
  get(url: string, options?: CallOptions): Promise<ApiResponse>;
  postForm(url: string, form?: Record<string, string | number> | string, options?: CallOptions): Promise<ApiResponse>;
  postJson(url: string, body: unknown, options?: CallOptions): Promise<ApiResponse>;
  postMultipart(url: string, input: MultipartInput, options?: CallOptions): Promise<ApiResponse>;
  /** Any request, through the same token/student_id handling. */
  call(method: InjectOptions['method'], url: string, options?: CallOptions & { payload?: InjectOptions['payload'] }): Promise<ApiResponse>;
  close(): Promise<void>;
};

/** Which database the tests run on: DATABASE_URL (set by scripts/with-postgres.sh) or PGlite. */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL, so test files running in
 * parallel never see each other's rows; dropped again by the returned function.
 */
export async function createScratchPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

const migrationsDir = path.resolve(import.meta.dirname, '..', 'drizzle');

/**
 * A migrated, empty PGlite folder per set of migrations, shared by all test files: migrating
 * a new PGlite database takes many seconds here, copying a migrated one a fraction of that.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort()) hash.update(fs.readFileSync(path.join(migrationsDir, file)));
  const template = path.join(os.tmpdir(), `portal-harness-pglite-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(template, 'ready'))) return template;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-harness-pglite-build-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  fs.writeFileSync(path.join(building, 'ready'), '');
  try {
    fs.renameSync(building, template);
  } catch {
    // Another test file built it at the same time: use theirs.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * What to seed: 'all' runs every feature's seed step (as `pnpm --filter portal-server seed`),
 * 'core' only the demo school and the steps named in CORE_SEED_STEPS (fast: no content
 * packages), false nothing. PORTAL_TEST_SEED=core narrows 'all' for a quick local run.
 */
export type SeedMode = 'all' | 'core' | false;
const CORE_SEED_STEPS = new Set(['app-config', 'news', 'points']);

export async function seedPortal(database: DatabaseHandle, config: Config, mode: SeedMode): Promise<DemoSchool> {
  if (mode === false) return emptySchool();
  const school = await seedDemoSchool(database.db);
  for (const step of seedSteps) {
    if (mode === 'core' && !CORE_SEED_STEPS.has(step.name)) continue;
    await step.run({ db: database.db, config, school, log: () => undefined });
  }
  return school;
}

export async function createTestPortal(options: { seed?: SeedMode; configOverrides?: Partial<Config> } = {}): Promise<TestPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  if (!process.env.DATABASE_URL) fs.cpSync(path.join(await migratedPgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const scratch = process.env.DATABASE_URL ? await createScratchPostgresDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig(
    { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
    { databaseUrl: scratch?.url, ...options.configOverrides },
  );
  const database = await openDatabase(config);
  const requested = options.seed ?? 'all';
  const school = await seedPortal(database, config, requested === 'all' && process.env.PORTAL_TEST_SEED === 'core' ? 'core' : requested);
  const app = await buildApp({ config, database });
  await app.ready();

  const sessions = new Map<string, Session>();

  async function login(account: string): Promise<Session> {
    const response = await app.inject({ method: 'POST', url: '/v3/student/login', payload: new URLSearchParams({ account, password: DEMO_PASSWORD }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const body = response.json() as ApiBody;
    if (response.statusCode !== 200) throw new Error(`login ${account} failed: ${response.statusCode} ${body.errmsg}`);
    const session = { login: account, token: body.data.token as string, studentId: body.data.student_id as number };
    sessions.set(account, session);
    return session;
  }

  async function call(method: InjectOptions['method'], url: string, callOptions: CallOptions & { payload?: InjectOptions['payload'] } = {}): Promise<ApiResponse> {
    const query: Record<string, string | string[]> = {};
    const studentId = callOptions.studentId === undefined ? callOptions.as?.studentId : callOptions.studentId;
    if (studentId !== null && studentId !== undefined) query.student_id = String(studentId);
    for (const [key, value] of Object.entries(callOptions.query ?? {})) query[key] = Array.isArray(value) ? value : String(value);
    const token = callOptions.token === undefined ? callOptions.as?.token : callOptions.token;
    const headers: Record<string, string> = { ...callOptions.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.inject({ method, url, query, headers, payload: callOptions.payload, remoteAddress: callOptions.remoteAddress ?? '127.0.0.1' });
    let body: ApiBody;
    try {
      body = response.json() as ApiBody;
    } catch {
      body = { code: -1, errcode: -1, errmsg: `(not JSON) ${response.body.slice(0, 200)}`, data: null };
    }
    return { status: response.statusCode, body, headers: response.headers, text: response.body };
  }

  return {
    app,
    db: database.db,
    database,
    config,
    kind: database.kind,
    school,
    dataDir,
    session: async (account) => sessions.get(account) ?? login(account),
    freshSession: login,
    call,
    get: (url, callOptions) => call('GET', url, callOptions),
    postForm: (url, form = {}, callOptions = {}) =>
      call('POST', url, {
        ...callOptions,
        payload: typeof form === 'string' ? form : new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...callOptions.headers },
      }),
    postJson: (url, body, callOptions = {}) => call('POST', url, { ...callOptions, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...callOptions.headers } }),
    postMultipart: (url, input, callOptions = {}) => {
      const { body, contentType } = multipartBody(input);
      return call('POST', url, { ...callOptions, payload: body, headers: { 'content-type': contentType, ...callOptions.headers } });
    },
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function emptySchool(): DemoSchool {
  return { schoolId: 0, classIds: { business: 0, college: 0 }, userIds: {}, cardNumbers: {} };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(input: MultipartInput): { body: Buffer; contentType: string } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of input.files ?? []) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real 1x1 PNG and JPEG, for upload tests. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const image = (kind: 'png' | 'jpeg', field = 'images', name?: string): UploadFile => ({
  field,
  filename: name ?? (kind === 'png' ? 'screen.png' : 'photo.jpg'),
  contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
  data: kind === 'png' ? TINY_PNG : TINY_JPEG,
});

/**
 * A digest of every table's contents (public schema) and of the files under DATA_DIR, to
 * prove a refused request changed nothing. login_attempts is left out on purpose: counting
 * failed logins and guesses is what a refused request is supposed to do.
 */
export async function dataDigest(portal: TestPortal, exclude: string[] = ['login_attempts']): Promise<Record<string, string>> {
  const result = await portal.db.execute(
    sql.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const tables = rowsOf<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((name) => !exclude.includes(name));
  const digest: Record<string, string> = {};
  if (tables.length > 0) {
    // Per table its row count and the newest row version's transaction id: an insert, an update
    // (even to the same values: a new row version) or a delete moves one of the two, and neither
    // reads the rows' contents. Hashing every row's text took 127 ms a call on the full seed (large
    // JSON in resources and the dictionary), and the bad-input property tests call this after
    // every request.
    const union = tables.map((name) => `select '${name}' as t, count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) as d from "${name}" x`).join(' union all ');
    for (const row of rowsOf<{ t: string; d: string }>(await portal.db.execute(sql.raw(union)))) digest[row.t] = row.d;
  }
  digest['(files)'] = listFiles(portal.dataDir, ['pglite', 'portal.lock']).join('|');
  return digest;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function listFiles(root: string, skip: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (rel === '' && skip.includes(entry.name)) continue;
      const relative = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else out.push(`${relative}:${fs.statSync(path.join(dir, entry.name)).size}`);
    }
  };
  if (fs.existsSync(root)) walk(root, '');
  return out.sort();
}

/**
 * Waits for the next fixed 15-minute window of the login counters (login-rate-limit.ts) when less
 * than `marginMs` of this one are left: a burst of tries that crosses into the next window starts
 * counting again, and a test expecting exactly N refusals would see fewer.
 */
export async function awayFromWindowEdge(marginMs = 30_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
