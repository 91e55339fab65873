import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudyApp, type StudyTestApp } from '../../../test/study-kit';

let kit: StudyTestApp;

beforeAll(async () => {
  kit = await startStudyApp({ students: 2 });
});

afterAll(async () => {
  await kit?.close();
});

describe('POST /v3/sensitive-word/filter', () => {
  it('returns the words with sensitive ones masked', async () => {
    const response = await kit.post('/v3/sensitive-word/filter', kit.students[0]!, { words: 'You are a bitch' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ words: 'You are a *****', has_sensitive: 1, hits: ['bitch'] });
    const clean = await kit.post('/v3/sensitive-word/filter', kit.students[0]!, { words: 'I like my class.' });
    expect(clean.json().data).toEqual({ words: 'I like my class.', has_sensitive: 0, hits: [] });
  });

  it('refuses a missing or oversized text, unknown fields and anonymous calls', async () => {
    expect((await kit.post('/v3/sensitive-word/filter', kit.students[0]!, {})).statusCode).toBe(400);
    const long = await kit.post('/v3/sensitive-word/filter', kit.students[0]!, { words: 'a'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errmsg).toContain('words');
    expect((await kit.post('/v3/sensitive-word/filter', kit.students[0]!, { words: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await kit.app.inject({ method: 'POST', url: '/v3/sensitive-word/filter', query: { student_id: String(kit.students[0]!.id) }, payload: { words: 'x' } })).statusCode).toBe(401);
  });
});
