import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { evaluationErrorReports } from '../../db/tables/evaluation-reports';
import { MAX_REPORTS_PER_HOUR } from './routes';

let kit: StudyTestApp;

beforeAll(async () => {
  kit = await startStudyApp({ students: 2 });
});

afterAll(async () => {
  await kit?.close();
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
