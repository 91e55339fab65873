import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { hashPassword } from '../src/features/accounts/passwords';
import { moduleContentSeedSteps } from '../src/cli/seed-steps';
import { users } from '../src/db/tables/accounts';
import { eikenLevels } from '../src/db/tables/eiken-toeic';

let dataDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let token: string;
let studentId: number;

const get = (url: string, query: Record<string, string | number> = {}) =>
  app.inject({ method: 'GET', url, query: { student_id: String(studentId), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modules-'));
  database = await openDatabase({ dataDir });
  app = await buildApp({ config: loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
  for (const step of moduleContentSeedSteps) await step.run({ db: database.db });
  const [student] = await database.db
    .insert(users)
    .values({ loginId: 'module-student', passwordHash: await hashPassword('pass1234'), role: 'student', username: 's', nickname: 's' })
    .returning({ id: users.id });
  studentId = student!.id;
  const login = await app.inject({ method: 'POST', url: '/v3/student/login', payload: { account: 'module-student', password: 'pass1234' } });
  token = login.json().data.token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('content seed', () => {
  it('can run again without duplicating anything', async () => {
    const before = (await database.db.select().from(eikenLevels)).length;
    for (const step of moduleContentSeedSteps) await step.run({ db: database.db });
    expect((await database.db.select().from(eikenLevels)).length).toBe(before);
  });
});

describe('eiken-toeic levels', () => {
  it('lists the levels in order and remembers the chosen one', async () => {
    const first = (await get('/v3/eiken-toeic/level-list')).json().data;
    expect(first.current_level_id).toBeNull();
    expect(first.list.map((l: { name: string }) => l.name).slice(0, 3)).toEqual(['英検5級', '英検4級', '英検3級']);
    const pre2 = first.list.find((l: { code: string }) => l.code === 'eiken-pre2');
    const submit = await app.inject({ method: 'POST', url: '/v3/eiken-toeic/submit-level', query: { student_id: String(studentId) }, headers: { authorization: `Bearer ${token}` }, payload: { level_id: String(pre2.level_id) } });
    expect(submit.statusCode).toBe(200);
    expect((await get('/v3/eiken-toeic/level-list')).json().data.current_level_id).toBe(pre2.level_id);
  });

  it('refuses an unknown level and changes nothing', async () => {
    const before = (await get('/v3/eiken-toeic/level-list')).json().data.current_level_id;
    const submit = await app.inject({ method: 'POST', url: '/v3/eiken-toeic/submit-level', query: { student_id: String(studentId) }, headers: { authorization: `Bearer ${token}` }, payload: { level_id: '99999' } });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().errmsg).toContain('レベル');
    expect((await get('/v3/eiken-toeic/level-list')).json().data.current_level_id).toBe(before);
  });

  it("refuses another student's id", async () => {
    const response = await app.inject({ method: 'GET', url: '/v3/eiken-toeic/level-list', query: { student_id: String(studentId + 1000) }, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
  });
});

describe('dictionary', () => {
  it('serves the introduction', async () => {
    const data = (await get('/v3/dictionary/introduce')).json().data;
    expect(data.title).toBe('辞書の使い方');
    expect(data.paragraphs.length).toBeGreaterThan(0);
  });

  it('finds the word, then the lemma of an inflected form, and words that start with it', async () => {
    const data = (await get('/v3/dictionary/new-search-word', { word: 'Meet' })).json().data;
    expect(data.entries[0]).toMatchObject({ word: 'meet', mean: expect.stringContaining('会う') });
    expect(data.list.map((e: { word: string }) => e.word)).toContain('meeting');
    const went = (await get('/v3/dictionary/new-search-word', { word: 'went' })).json().data;
    expect(went.entries.map((e: { word: string }) => e.word)).toContain('go');
  });

  it.each(['', '   ', 'りんご', 'a'.repeat(51), '%'])('rejects the search word %j with a Japanese message', async (word) => {
    const response = await get('/v3/dictionary/new-search-word', { word });
    expect(response.statusCode).toBe(400);
    expect(response.json().errmsg).toMatch(/[ぁ-んァ-ン一-龯]/);
  });
});

describe('arena and AI course lists', () => {
  it('lists the arena battle types', async () => {
    const list = (await get('/v3/arena/get-type-list')).json().data.list;
    expect(list.map((t: { code: string }) => t.code)).toEqual(['vocabulary', 'grammar', 'listening', 'sentence-completion']);
    expect(list[0]).toMatchObject({ name: '単語バトル', question_count: 10 });
  });

  it('lists the AI courses with their lessons', async () => {
    const list = (await get('/v3/ai/course/index')).json().data.list;
    expect(list[0]).toMatchObject({ title: '日常会話の基本', lesson_count: 4 });
    expect(list[0].lessons[0]).toMatchObject({ title: 'あいさつと自己紹介', title_en: 'Greetings and introductions' });
  });

  it('needs a login', async () => {
    for (const url of ['/v3/arena/get-type-list', '/v3/ai/course/index', '/v3/dictionary/introduce']) {
      expect((await app.inject({ method: 'GET', url, query: { student_id: String(studentId) } })).statusCode, url).toBe(401);
    }
  });
});
