// Test support for the study-records tests (beside their features and here): a real app on a
// temporary DATA_DIR (PGlite) or on a scratch database of the DATABASE_URL server (PostgreSQL),
// with a school, a class, a teacher and students of its own (no demo seed: each test sets up
// exactly what it checks).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createScratchPostgresDatabase } from './harness';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { classMembers, classes, schools, users } from '../src/db/tables/accounts';
import { hashPassword } from '../src/features/accounts/passwords';
import { upsertResources, type ResourceInput } from '../src/features/resources/service';

export type TestStudent = { id: number; loginId: string; token: string };

export type StudyTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** A tag unique to this app, for codes and login ids. */
  tag: string;
  schoolId: number;
  classId: number;
  teacher: TestStudent;
  students: TestStudent[];
  college: TestStudent;
  /** Student of the same school who is not in the class. */
  outsider: TestStudent;
  get: (url: string, as: TestStudent, query?: Record<string, string | number>) => Promise<LightMyRequestResponse>;
  post: (url: string, as: TestStudent, body: Record<string, string | number>, query?: Record<string, string | number>) => Promise<LightMyRequestResponse>;
  addResources: (inputs: ResourceInput[]) => Promise<Map<string, number>>;
  close: () => Promise<void>;
};

const PASSWORD = 'pass1234';

const migrationsJournal = path.resolve(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json');

/**
 * A migrated, empty PGlite folder shared by the test files of one schema version. Creating a
 * PGlite database takes 20 s or more on this machine; copying a ready one takes well under one.
 */
export async function pgliteTemplate(): Promise<string> {
  const key = createHash('sha256').update(fs.readFileSync(migrationsJournal)).digest('hex').slice(0, 16);
  const template = path.join(os.tmpdir(), `portal-study-template-${key}`);
  if (fs.existsSync(path.join(template, 'ready'))) return template;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-study-template-build-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  fs.writeFileSync(path.join(building, 'ready'), key);
  try {
    fs.renameSync(building, template);
  } catch {
    // Another test file finished first; its copy is as good.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

const stringify = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

export async function startStudyApp(options: { students?: number; config?: Record<string, string> } = {}): Promise<StudyTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-study-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...options.config };
  // PostgreSQL: a scratch database of its own, dropped on close; PGlite: a copy of the migrated template.
  const scratch = process.env.DATABASE_URL ? await createScratchPostgresDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig(env, scratch ? { databaseUrl: scratch.url } : {});
  if (!scratch) fs.cpSync(path.join(await pgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  const { db } = database;
  const tag = randomBytes(4).toString('hex');

  const [school] = await db.insert(schools).values({ name: `テスト校 ${tag}`, appName: 'テスト' }).returning();
  const passwordHash = await hashPassword(PASSWORD);
  const makeUser = async (loginId: string, role: 'student' | 'teacher', college = false) => {
    const [row] = await db
      .insert(users)
      .values({ loginId, passwordHash, role, username: loginId, nickname: `nick-${loginId}`, schoolId: school!.id, isCollegeStudent: college, isBusinessStudent: !college })
      .returning();
    return row!;
  };
  const teacherRow = await makeUser(`t-${tag}`, 'teacher');
  const [klass] = await db.insert(classes).values({ schoolId: school!.id, name: `クラス ${tag}`, joinCode: `J${tag}`, teacherId: teacherRow.id }).returning();

  const login = async (loginId: string, id: number): Promise<TestStudent> => {
    const response = await app.inject({ method: 'POST', url: '/v3/student/login', payload: { account: loginId, password: PASSWORD } });
    const token = response.json().data?.token;
    if (!token) throw new Error(`login failed for ${loginId}: ${response.body}`);
    return { id, loginId, token };
  };

  const students: TestStudent[] = [];
  for (let i = 0; i < (options.students ?? 2); i++) {
    const row = await makeUser(`s${i}-${tag}`, 'student');
    await db.insert(classMembers).values({ classId: klass!.id, userId: row.id });
    students.push(await login(row.loginId, row.id));
  }
  const collegeRow = await makeUser(`c-${tag}`, 'student', true);
  await db.insert(classMembers).values({ classId: klass!.id, userId: collegeRow.id });
  const outsiderRow = await makeUser(`o-${tag}`, 'student');

  const headers = (as: TestStudent) => ({ authorization: `Bearer ${as.token}` });
  return {
    app,
    database,
    dataDir,
    tag,
    schoolId: school!.id,
    classId: klass!.id,
    teacher: await login(teacherRow.loginId, teacherRow.id),
    students,
    college: await login(collegeRow.loginId, collegeRow.id),
    outsider: await login(outsiderRow.loginId, outsiderRow.id),
    get: (url, as, query = {}) => app.inject({ method: 'GET', url, headers: headers(as), query: stringify({ student_id: as.id, ...query }) }),
    post: (url, as, body, query = {}) => app.inject({ method: 'POST', url, headers: headers(as), query: stringify({ student_id: as.id, ...query }), payload: stringify(body) }),
    addResources: (inputs) => upsertResources(db, inputs),
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A unique guid for a run. */
export const newGuid = () => `run-${randomBytes(8).toString('hex')}`;

/** A small resource with one item of each server-scored kind plus a spoken one. */
export function sampleResource(tag: string, suffix = 'a', extra: Partial<ResourceInput> = {}): ResourceInput {
  return {
    code: `test-${tag}-${suffix}`,
    type: 'mixed',
    title: `テスト教材 ${suffix}`,
    version: '1',
    package_path: `/resources/test-${tag}-${suffix}/1/`,
    group_key: `unit-${tag}`,
    position: suffix.charCodeAt(0),
    items: [
      { question_id: 'q1', index: 1, kind: 'choice', text: 'Which is a fruit?', questions: [{ question_id: 'q1', correct: [2] }] },
      { question_id: 'q2', index: 2, kind: 'blanks', text: 'I {1} apples.', blanks: [['like', 'love']] },
      { question_id: 'q3', index: 3, kind: 'sentence', text: '私はりんごが好きです。', accepted: ['I like apples.'] },
      { question_id: 'q4', index: 4, kind: 'speech', text: 'Good morning, everyone.' },
      {
        question_id: 'q5',
        index: 5,
        kind: 'choice',
        questions: [
          { question_id: 'q5-1', correct: [1] },
          { question_id: 'q5-2', correct: [0, 3] },
        ],
      },
    ],
    ...extra,
  };
}
