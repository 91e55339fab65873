// The word test through the API on the test clock: 20 items of types 1, 14, 22, answers marked
// by the server, 423 after the end time, the score, leaving halfway, and the wrong-topic loop
// until every missed item is right.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { rightAnswerFields, wrongAnswerFields } from '../../../test/route-cases/study-word';
import { TEST_CLOCK_HEADER } from '../../http/request-clock';
import { WORD_EXAM_SECONDS } from './exam-rules';

let portal: TestPortal;
let student: Session;
let planId: number;
const t0 = new Date('2026-04-01T01:00:00Z');
const at = (seconds: number) => ({ [TEST_CLOCK_HEADER]: new Date(t0.getTime() + seconds * 1000).toISOString() });

type Item = Parameters<typeof rightAnswerFields>[0];

beforeAll(async () => {
  portal = await createTestPortal({ configOverrides: { testClock: true } });
  student = await portal.session('biz05');
  const made = await portal.postForm('/v3/study-word/add-plan', { title: '英検3級', list_code: 'eiken-3' }, { as: student, headers: at(0) });
  planId = made.body.data.plan.plan_id;
});

afterAll(async () => {
  await portal?.close();
});

const post = (url: string, form: Record<string, string | number>, seconds: number) => portal.postForm(url, form, { as: student, headers: at(seconds) });
async function data(reply: Promise<{ status: number; body: { errmsg: string; data: unknown } }>) {
  const { status, body } = await reply;
  expect(status, body.errmsg).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  return body.data as any;
}

describe('the word test', () => {
  it('marks answers, refuses them after the end time with 423, and scores 5 per right item', async () => {
    expect(await data(portal.get('/v3/word-quiz/word-quiz-topics', { as: student, query: { plan_id: planId } }))).toEqual({ time_limit_sec: WORD_EXAM_SECONDS, item_count: 20, type_ids: [1, 14, 22] });
    const exam = await data(post('/v3/word-quiz/start-word-exam', { plan_id: planId, guid: randomUUID() }, 0));
    expect(exam.items).toHaveLength(20);
    // Started again, the open test is resumed.
    expect((await data(post('/v3/word-quiz/start-word-exam', { plan_id: planId, guid: randomUUID() }, 10))).guid).toBe(exam.guid);
    const [one, two, three] = exam.items as Item[];
    const answer = (item: Item, fields: Record<string, string>, seconds: number) => post('/v3/word-quiz/submit-word-exam-answer', { guid: exam.guid, question_id: item.question_id, ...fields }, seconds);
    expect(await data(answer(one!, rightAnswerFields(one!), 20))).toMatchObject({ is_right: 1, answered: 1, total: 20 });
    expect(await data(answer(two!, wrongAnswerFields(two!), 30))).toMatchObject({ is_right: 0 });
    expect(await data(answer(two!, rightAnswerFields(two!), 31))).toMatchObject({ is_right: 0, replayed: 1 });
    const late = await answer(three!, rightAnswerFields(three!), WORD_EXAM_SECONDS + 1);
    expect(late.status).toBe(423);
    expect(late.body.errmsg).toBe('試験時間が終了しました。');
    const finished = await data(post('/v3/word-quiz/finish-word-exam', { guid: exam.guid }, WORD_EXAM_SECONDS + 2));
    expect(finished).toMatchObject({ status: 'finished', score: 5, right: 1, total: 20, percent: 5 });
    const tasks = await data(portal.get('/v3/word-quiz/word-quiz-tasks', { as: student, headers: at(WORD_EXAM_SECONDS + 3) }));
    expect(tasks.list[0]).toMatchObject({ plan_id: planId, open_exam_guid: null, last: { score: 5 } });

    // The wrong-topic loop: the 19 items not right, until each is answered right.
    const list = await data(portal.get('/v3/word-quiz/wrong-topic-list', { as: student }));
    expect(list.list).toEqual([expect.objectContaining({ guid: exam.guid, remaining: 19, total: 19 })]);
    const loop = await data(portal.get('/v3/word-quiz/wrong-topic-resource', { as: student, query: { guid: exam.guid } }));
    expect(loop.items).toHaveLength(19);
    const wrongTry = await data(post('/v3/word-quiz/submit-wrong-topic-answer', { guid: exam.guid, question_id: loop.items[0].question_id, ...wrongAnswerFields(loop.items[0]) }, 400));
    expect(wrongTry).toMatchObject({ is_right: 0, remaining: 19 });
    let remaining = 19;
    for (const item of loop.items as Item[]) {
      const reply = await data(post('/v3/word-quiz/submit-wrong-topic-answer', { guid: exam.guid, question_id: item.question_id, ...rightAnswerFields(item) }, 500));
      remaining -= 1;
      expect(reply).toMatchObject({ is_right: 1, remaining });
    }
    expect(await data(portal.get('/v3/word-quiz/wrong-topic-resource', { as: student, query: { guid: exam.guid } }))).toMatchObject({ items: [], fixed: 19, remaining: 0 });
    expect((await data(portal.get('/v3/word-quiz/wrong-topic-list', { as: student }))).list).toEqual([]);
    // An item answered right in the test is not part of the loop.
    expect((await post('/v3/word-quiz/submit-wrong-topic-answer', { guid: exam.guid, question_id: one!.question_id, ...rightAnswerFields(one!) }, 600)).status).toBe(400);
  });

  it('gives 0 points to a test left halfway', async () => {
    const exam = await data(post('/v3/word-quiz/start-word-exam', { plan_id: planId, guid: randomUUID() }, 1000));
    await data(post('/v3/word-quiz/submit-word-exam-answer', { guid: exam.guid, question_id: exam.items[0].question_id, ...rightAnswerFields(exam.items[0]) }, 1010));
    expect(await data(post('/v3/word-quiz/abort-word-exam', { guid: exam.guid }, 1020))).toEqual({ guid: exam.guid, status: 'aborted', score: 0 });
    expect((await post('/v3/word-quiz/submit-word-exam-answer', { guid: exam.guid, question_id: exam.items[1].question_id, ...rightAnswerFields(exam.items[1]) }, 1030)).status).toBe(409);
    expect(await data(post('/v3/word-quiz/finish-word-exam', { guid: exam.guid }, 1040))).toMatchObject({ status: 'aborted', score: 0, percent: 0 });
  });
});
