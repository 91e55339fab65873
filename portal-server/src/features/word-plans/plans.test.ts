// Plans through the database: the three-plans limit per module, own words with the reasons
// words are skipped, and the paper items the core builds (marked by the server). The server
// tests load the Eiken grade 3 list only (vitest.config.ts CONTENT_WORD_LISTS).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../../test/harness';
import { wordPlanWords, wordPlans } from '../../db/tables/word-study';
import { words } from '../../db/tables/words';
import { MESSAGES } from './messages';
import { markPaperAnswer, paperItems } from './paper';
import { addPlanWords, createPlan, deletePlan, MAX_PLANS } from './plans';

let portal: TestPortal;
let studentId: number;
const now = new Date('2026-04-01T01:00:00Z');

beforeAll(async () => {
  portal = await createTestPortal();
  studentId = (await portal.session('biz04')).studentId;
});

afterAll(async () => {
  await portal?.close();
});

const listPlan = (title: string) => ({ title, source: { listCode: 'eiken-3' } });

describe('the three-plans limit', () => {
  it('refuses a fourth plan of a module with 409, and takes one again after a delete', async () => {
    const made = [];
    for (let n = 1; n <= MAX_PLANS; n++) made.push(await createPlan(portal.db, studentId, 'study', listPlan(`plan ${n}`), now));
    await expect(createPlan(portal.db, studentId, 'study', listPlan('plan 4'), now)).rejects.toMatchObject({ errcode: 409, message: MESSAGES.tooManyPlans });
    // The business module counts its own plans (the business list is not loaded here: its refusal is a 400, not the limit).
    await expect(createPlan(portal.db, studentId, 'biz', { title: 'biz', source: { listCode: 'business' } }, now)).rejects.toMatchObject({ errcode: 400, message: MESSAGES.unknownList });
    await deletePlan(portal.db, studentId, 'study', made[0]!.plan.plan_id);
    await expect(createPlan(portal.db, studentId, 'study', listPlan('plan 4'), now)).resolves.toMatchObject({ plan: { title: 'plan 4' } });
    const left = await portal.db.select().from(wordPlans).where(eq(wordPlans.studentId, studentId));
    expect(left.filter((plan) => plan.module === 'study')).toHaveLength(MAX_PLANS);
    for (const plan of left) await portal.db.delete(wordPlans).where(eq(wordPlans.id, plan.id));
  });

  it("looks another student's plan up as none (404)", async () => {
    const { plan } = await createPlan(portal.db, studentId, 'study', listPlan('mine'), now);
    const other = (await portal.session('biz05')).studentId;
    await expect(deletePlan(portal.db, other, 'study', plan.plan_id)).rejects.toMatchObject({ errcode: 404, message: MESSAGES.planNotFound });
    await deletePlan(portal.db, studentId, 'study', plan.plan_id);
  });
});

describe('own words', () => {
  it('adds the words the lists know and says why the others are skipped', async () => {
    const first = await createPlan(portal.db, studentId, 'study', { title: 'own', source: { ownWords: 'Collect, ＣＯＮＴＩＮＵＥ\ncover. don’t 2nd xyzzyq' } }, now);
    expect(first.added).toEqual(['collect', 'continue', 'cover']);
    expect(first.skipped).toEqual([
      { word: 'don’t', reason: 'apostrophe' },
      { word: '2nd', reason: 'number' },
      { word: 'xyzzyq', reason: 'unknown' },
    ]);
    const second = await createPlan(portal.db, studentId, 'study', { title: 'own 2', source: { ownWords: 'continue, drop' } }, now);
    expect(second.added).toEqual(['drop']);
    expect(second.skipped).toEqual([{ word: 'continue', reason: 'known' }]);
    await expect(createPlan(portal.db, studentId, 'study', { title: 'own 3', source: { ownWords: 'xyzzyq' } }, now)).rejects.toMatchObject({ errcode: 400, message: MESSAGES.noWords });
    await expect(createPlan(portal.db, studentId, 'biz', { title: 'biz own', source: { ownWords: 'collect' } }, now)).rejects.toMatchObject({ errcode: 400 });
  });
});

describe('words added to a plan', () => {
  it('appends new cards after the last word, skips known and unknown words, and refuses another student', async () => {
    await portal.db.delete(wordPlans).where(eq(wordPlans.studentId, studentId));
    const { plan } = await createPlan(portal.db, studentId, 'study', { title: 'book', source: { ownWords: 'collect, cover' } }, now);
    const added = await addPlanWords(portal.db, studentId, 'study', plan.plan_id, 'Drop', now);
    expect(added).toMatchObject({ plan: { plan_id: plan.plan_id, word_count: 3 }, added: ['drop'], skipped: [] });
    const rows = await portal.db.select().from(wordPlanWords).where(eq(wordPlanWords.planId, plan.plan_id)).orderBy(asc(wordPlanWords.position));
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    expect(rows[2]).toMatchObject({ due: null, state: 0, reps: 0 });
    // Already in a plan, or in no list: nothing added, each with its reason, and no error.
    await expect(addPlanWords(portal.db, studentId, 'study', plan.plan_id, 'drop\nxyzzyq', now)).resolves.toMatchObject({
      plan: { word_count: 3 },
      added: [],
      skipped: [
        { word: 'drop', reason: 'known' },
        { word: 'xyzzyq', reason: 'unknown' },
      ],
    });
    await expect(addPlanWords(portal.db, studentId, 'study', plan.plan_id, ' , ', now)).rejects.toMatchObject({ errcode: 400, message: MESSAGES.noWords });
    const other = (await portal.session('biz05')).studentId;
    await expect(addPlanWords(portal.db, other, 'study', plan.plan_id, 'continue', now)).rejects.toMatchObject({ errcode: 404, message: MESSAGES.planNotFound });
    await deletePlan(portal.db, studentId, 'study', plan.plan_id);
  });
});

describe('paper items', () => {
  it('are the content pipeline items of the word, with its audio, marked by the server', async () => {
    const [word] = await portal.db.select().from(words).where(eq(words.word, 'collect'));
    const [meaning, write, read] = await paperItems(portal.db, [
      { wordId: word!.id, kind: 'meaning' },
      { wordId: word!.id, kind: 'write' },
      { wordId: word!.id, kind: 'read' },
    ]);
    expect(meaning).toMatchObject({ question_id: `w${word!.id}-meaning`, type_id: 22, resource: { res_type: 'word_choice' } });
    const choice = (meaning!.resource.items as { question_id: string; audio_file: string; choose: { index: number; content: string; correct: number }[] }[])[0]!;
    expect(choice.audio_file).toBe(word!.audioPath);
    expect(choice.choose.find((option) => option.correct === 1)?.content).toBe(word!.meaning);
    expect(write).toMatchObject({ type_id: 14, resource: { res_type: 'ja_to_en_writing', items: [{ answer: ['collect'] }] } });
    expect(read).toMatchObject({ type_id: 1, resource: { res_type: 'word_reading', items: [{ word: 'collect', audio_file: word!.audioPath }] } });

    const right = choice.choose.find((option) => option.correct === 1)!.index;
    const result = (index: number) => JSON.stringify([{ question_id: choice.question_id, answer_index: index, score: 5 }]);
    expect(markPaperAnswer(meaning!, { guid: 'guid-0001', question_id: meaning!.question_id, result: result(right) }).right).toBe(true);
    expect(markPaperAnswer(meaning!, { guid: 'guid-0001', question_id: meaning!.question_id, result: result(right === 1 ? 2 : 1) }).right).toBe(false);
    expect(markPaperAnswer(write!, { guid: 'guid-0001', question_id: write!.question_id, answer_result: 'Collect' }).right).toBe(true);
    expect(markPaperAnswer(read!, { guid: 'guid-0001', question_id: read!.question_id, percent_score: 60 })).toMatchObject({ right: true, percent: 60 });
    expect(markPaperAnswer(read!, { guid: 'guid-0001', question_id: read!.question_id, percent_score: 59 }).right).toBe(false);
  });
});
