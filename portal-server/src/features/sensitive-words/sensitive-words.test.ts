import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { evaluationErrorReports } from '../../db/tables/evaluation-reports';
import { MAX_REPORTS_PER_HOUR } from '../evaluation-reports/routes';

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

describe('POST /v3/evaluation/error-report', () => {
  it('keeps a report with the code, message and session id', async () => {
    const student = kit.students[0]!;
    const response = await kit.post('/v3/evaluation/error-report', student, { code: 10002, message: 'busy', session_id: 'ev-3f9c', category: 'read_sentence', question_id: 'q4' });
    expect(response.statusCode).toBe(200);
    const [row] = await kit.database.db.select().from(evaluationErrorReports).where(eq(evaluationErrorReports.id, response.json().data.report_id));
    expect(row).toMatchObject({ studentId: student.id, code: '10002', message: 'busy', sessionId: 'ev-3f9c', category: 'read_sentence' });
  });

  it('refuses reports without a code or with fields it does not know', async () => {
    const student = kit.students[0]!;
    const noCode = await kit.post('/v3/evaluation/error-report', student, { message: 'x' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errmsg).toContain('code');
    expect((await kit.post('/v3/evaluation/error-report', student, { code: 1, message: 'x', url: 'y' })).statusCode).toBe(400);
  });

  it('stops a client that reports in a loop (429) and stores nothing more', async () => {
    const student = kit.students[1]!;
    await kit.database.db.insert(evaluationErrorReports).values(Array.from({ length: MAX_REPORTS_PER_HOUR }, () => ({ studentId: student.id, code: '1006', message: 'network' })));
    const response = await kit.post('/v3/evaluation/error-report', student, { code: 1006, message: 'network' });
    expect(response.statusCode).toBe(429);
    const [row] = await kit.database.db.select({ total: count() }).from(evaluationErrorReports).where(eq(evaluationErrorReports.studentId, student.id));
    expect(row?.total).toBe(MAX_REPORTS_PER_HOUR);
  });
});
