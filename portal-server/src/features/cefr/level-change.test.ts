// The level rule through the database: a placed student who does well moves up, one who does
// badly moves down, and the index shows the new level (the pure rule is in placement.test.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { cefrItems, studentCefrLevels } from '../../db/tables/cefr';
import { resources } from '../../db/tables/resources';
import type { ResourceItemMeta } from '../../lib/item-meta';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});

afterAll(async () => {
  await portal?.close();
});

/** The answer a student who knows the item posts: the key's options for a choice, the first accepted text of each blank. */
async function rightAnswer(questionId: string): Promise<Record<string, string>> {
  const [row] = await portal.db.select({ items: resources.items }).from(cefrItems).innerJoin(resources, eq(resources.id, cefrItems.resourceId)).where(eq(cefrItems.questionId, questionId));
  const meta = (row!.items as ResourceItemMeta[]).find((item) => item.question_id === questionId)!;
  if (meta.kind === 'choice') return { result: JSON.stringify(meta.questions!.map((question) => ({ question_id: question.question_id, answer_index: question.correct, score: 5 }))) };
  if (meta.kind === 'blanks') return { answer_result: JSON.stringify(meta.blanks!.map((accepted) => accepted[0])) };
  throw new Error(`no right answer written for a ${meta.kind} item`);
}

/** Takes a whole placement test, every item right or every item skipped, and returns its result. */
async function takeTest(session: Session, answerRight: boolean) {
  const started = await portal.postForm('/v3/cefr/test/start', { guid: randomUUID() }, { as: session });
  expect(started.status).toBe(200);
  let step = started.body.data as { guid: string; finished: boolean; item: { question_id: string } | null };
  const guid = step.guid;
  while (!step.finished && step.item) {
    const questionId = step.item.question_id;
    const answer = answerRight ? await rightAnswer(questionId) : { is_skipped: '1', percent_score: '0', total_score: '0' };
    const posted = await portal.postForm('/v3/cefr/test/submit-answer', { guid, question_id: questionId, ...answer }, { as: session });
    expect(posted.status, posted.body.errmsg).toBe(200);
    step = (await portal.postForm('/v3/cefr/test/next', { guid }, { as: session })).body.data;
  }
  const result = await portal.get('/v3/cefr/test/result', { as: session, query: { guid } });
  expect(result.status).toBe(200);
  return result.body.data as { level_before: string | null; level_after: string; total_test_score: number };
}

const LEVELS = ['pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

describe('CEFR level change', () => {
  it('moves a student at A2 up after a test scored at or above the upgrade score, and down after one at or below the downgrade score', async () => {
    const session = await portal.freshSession('biz05');
    await portal.db.insert(studentCefrLevels).values({ userId: session.studentId, level: 'A2' }).onConflictDoUpdate({ target: studentCefrLevels.userId, set: { level: 'A2' } });

    const strong = await takeTest(session, true);
    expect(strong.level_before).toBe('A2');
    expect(strong.total_test_score).toBeGreaterThanOrEqual(80);
    expect(LEVELS.indexOf(strong.level_after)).toBeGreaterThan(LEVELS.indexOf('A2'));
    const afterStrong = await portal.get('/v3/cefr/index', { as: session });
    expect(afterStrong.body.data.studentCefrLevel).toBe(strong.level_after);

    const weak = await takeTest(session, false);
    expect(weak.level_before).toBe(strong.level_after);
    expect(weak.total_test_score).toBeLessThanOrEqual(40);
    expect(LEVELS.indexOf(weak.level_after)).toBeLessThan(LEVELS.indexOf(strong.level_after));
    expect((await portal.get('/v3/cefr/index', { as: session })).body.data.studentCefrLevel).toBe(weak.level_after);

    const history = await portal.get('/v3/cefr/test/history', { as: session });
    expect(history.body.data.list.slice(0, 2).map((entry: { level_after: string }) => entry.level_after)).toEqual([weak.level_after, strong.level_after]);
  });
});
