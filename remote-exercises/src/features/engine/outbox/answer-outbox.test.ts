import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerOutbox, type OutboxEntry, type SendOutcome } from './answer-outbox';

let counter = 0;
const outboxes: AnswerOutbox[] = [];

function makeOutbox(send: (entry: OutboxEntry) => Promise<SendOutcome>, studentId: number | null = 7) {
  const outbox = new AnswerOutbox({ databaseName: `outbox-test-${++counter}`, send, currentStudentId: () => studentId });
  outboxes.push(outbox);
  return outbox;
}

const answer = (attempt: string, questionId: string, studentId = 7) => ({
  key: `${attempt}:${questionId}`,
  attempt,
  studentId,
  path: '/textbook/answer-record',
  body: { guid: `${attempt}:${questionId}`, question_id: questionId, total_score: '5' },
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
});

describe('answer outbox', () => {
  it('sends an answer and removes it once accepted', async () => {
    const send = vi.fn(async () => ({ kind: 'sent' }) as const);
    const outbox = makeOutbox(send);
    await outbox.enqueue(answer('g1', 'q1'));
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.entries()).toEqual([]);
  });

  it('keeps answers while the server is unreachable and sends each exactly once when it returns', async () => {
    let online = false;
    const delivered: string[] = [];
    const outbox = makeOutbox(async (entry) => {
      if (!online) return { kind: 'retry', error: 'Network Error' };
      delivered.push(entry.key);
      return { kind: 'sent' };
    });
    await outbox.enqueue(answer('g1', 'q1'));
    await outbox.enqueue(answer('g1', 'q2'));
    await outbox.flush();
    expect((await outbox.pendingFor('g1')).map((entry) => entry.key)).toEqual(['g1:q1', 'g1:q2']);
    expect(outbox.getSnapshot()).toMatchObject({ pending: 2, stalled: 1 });

    online = true;
    await outbox.flush();
    await outbox.flush();
    expect(delivered).toEqual(['g1:q1', 'g1:q2']);
    expect(await outbox.entries()).toEqual([]);
    expect(outbox.getSnapshot().pending).toBe(0);
  });

  it('survives a closed tab: a new outbox on the same database sends what the old one left', async () => {
    const name = `outbox-test-${++counter}`;
    const first = new AnswerOutbox({ databaseName: name, send: async () => ({ kind: 'retry', error: 'offline' }), currentStudentId: () => 7 });
    await first.enqueue(answer('g2', 'q1'));
    await first.flush();
    await first.close();

    const send = vi.fn(async (_entry: OutboxEntry) => ({ kind: 'sent' }) as const);
    const second = new AnswerOutbox({ databaseName: name, send, currentStudentId: () => 7 });
    outboxes.push(second);
    await second.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ key: 'g2:q1', tries: 1 });
  });

  it('keeps the first answer when the same key is enqueued twice', async () => {
    const outbox = makeOutbox(async () => ({ kind: 'retry', error: 'offline' }));
    await outbox.enqueue(answer('g3', 'q1'));
    await outbox.enqueue({ ...answer('g3', 'q1'), body: { guid: 'g3:q1', question_id: 'q1', total_score: '0' } });
    const entries = await outbox.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.body.total_score).toBe('5');
  });

  it('marks a refused answer rejected instead of resending it, and keeps sending the others', async () => {
    const send = vi.fn(async (entry: OutboxEntry): Promise<SendOutcome> =>
      entry.key === 'g4:q1' ? { kind: 'rejected', error: 'bad question_id' } : { kind: 'sent' },
    );
    const outbox = makeOutbox(send);
    const told: string[] = [];
    outbox.onRejected((entry) => told.push(`${entry.key}: ${entry.lastError}`));
    await outbox.enqueue(answer('g4', 'q1'));
    await outbox.enqueue(answer('g4', 'q2'));
    const report = await outbox.waitUntilDrained('g4', 1000);
    expect(told).toEqual(['g4:q1: bad question_id']);
    expect(report.drained).toBe(true);
    expect(report.rejected.map((entry) => entry.lastError)).toEqual(['bad question_id']);
    await outbox.flush();
    expect(send.mock.calls.filter(([entry]) => entry.key === 'g4:q1')).toHaveLength(1);
  });

  it("keeps a refusal's HTTP status on the rejected entry, so a caller can tell a 423 from other refusals", async () => {
    const outbox = makeOutbox(async (entry): Promise<SendOutcome> =>
      entry.key === 'g9:q1' ? { kind: 'rejected', error: '試験時間が終了しました。', status: 423 } : { kind: 'rejected', error: 'no status given' },
    );
    const told: (number | undefined)[] = [];
    outbox.onRejected((entry) => told.push(entry.lastStatus));
    await outbox.enqueue(answer('g9', 'q1'));
    await outbox.enqueue(answer('g9', 'q2'));
    const report = await outbox.waitUntilDrained('g9', 1000);
    expect(told).toEqual([423, undefined]);
    expect(report.rejected.map((entry) => [entry.key, entry.status, entry.lastStatus])).toEqual([
      ['g9:q1', 'rejected', 423],
      ['g9:q2', 'rejected', undefined],
    ]);
    // Stored with the entry: what a page reads through entries() after settling the outbox.
    expect((await outbox.entries({ attempt: 'g9' }))[0]).toMatchObject({ lastStatus: 423, lastError: '試験時間が終了しました。' });
  });

  it('stops at a lost login and waits for that student to log in again', async () => {
    let studentId: number | null = null;
    let loggedIn = false;
    const send = vi.fn(async (): Promise<SendOutcome> => (loggedIn ? { kind: 'sent' } : { kind: 'unauthorised', error: 'login expired' }));
    const outbox = new AnswerOutbox({ databaseName: `outbox-test-${++counter}`, send, currentStudentId: () => studentId });
    outboxes.push(outbox);
    await outbox.enqueue(answer('g5', 'q1'));
    await outbox.enqueue(answer('g5', 'q2'));
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    studentId = 7;
    await outbox.flush();
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.pendingFor('g5')).toHaveLength(2);
    loggedIn = true;
    await outbox.resume();
    expect(send).toHaveBeenCalledTimes(3);
    expect(await outbox.entries()).toEqual([]);
  });

  it("never sends another student's answers", async () => {
    const send = vi.fn(async () => ({ kind: 'sent' }) as const);
    const outbox = makeOutbox(send, 8);
    await outbox.enqueue(answer('g6', 'q1', 7));
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.entries()).toHaveLength(1);
  });

  it('treats a throwing sender as a network failure', async () => {
    const outbox = makeOutbox(async () => {
      throw new Error('socket hang up');
    });
    await outbox.enqueue(answer('g7', 'q1'));
    await outbox.flush();
    const [entry] = await outbox.entries();
    expect(entry).toMatchObject({ status: 'pending', tries: 1, lastError: 'socket hang up' });
  });

  it('reports answers still waiting when the wait times out', async () => {
    const outbox = makeOutbox(async () => ({ kind: 'retry', error: 'offline' }));
    await outbox.enqueue(answer('g8', 'q1'));
    const report = await outbox.waitUntilDrained('g8', 0);
    expect(report.drained).toBe(false);
    expect(report.pending).toHaveLength(1);
  });
});
