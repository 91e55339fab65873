// The textbook catalogue and skill-up lists over the real exercise content (built with a
// stand-in TTS), the static packages, and whole practice runs posted the way the exercise
// engine posts them, so the engine's payloads and the server's scoring are checked together.
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid, startStudyApp, type StudyTestApp, type TestStudent } from '../../../test/study-kit';
import { moduleContentSeedSteps } from '../../cli/seed-steps';
import { homework, homeworkTopics } from '../../db/tables/homework';
import { resources } from '../../db/tables/resources';
import { loadExerciseContent } from './content-load';
import { fakeMp3 } from './content-test-support';
import { TtsCache } from './tts-cache';

let study: StudyTestApp;
let student: TestStudent;

type Summary = { resource_id: number; code: string; type: string; status: string; best_score: number; last_guid: string; open_guid: string; resource_file: string; resource_version: string };

beforeAll(async () => {
  study = await startStudyApp({ students: 2 });
  student = study.students[0]!;
  const tts = new TtsCache(path.join(study.dataDir, 'tts'), async (line) => fakeMp3(line));
  // As the seed does: the study modules' catalogues (the Eiken grades the Eiken directories belong to) come first.
  for (const step of moduleContentSeedSteps) await step.run({ db: study.database.db });
  await loadExerciseContent(study.database.db, { dataDir: study.dataDir, tts, classIds: { business: study.classId } });
});

afterAll(async () => {
  await study?.close();
});

const data = async (response: Promise<{ statusCode: number; json: () => { data: unknown; errmsg: string } }>) => {
  const reply = await response;
  if (reply.statusCode !== 200) throw new Error(`${reply.statusCode}: ${reply.json().errmsg}`);
  return reply.json().data as never;
};

async function unitResources(bookCode: string, unitNumber: number, as = student): Promise<Summary[]> {
  const books = (await data(study.get('/v3/textbook/book-list', as))) as { items: { book_id: number; code: string }[] };
  const book = books.items.find((entry) => entry.code === bookCode)!;
  const directory = (await data(study.get('/v3/textbook/unit-directory', as, { book_id: book.book_id }))) as { units: { unit_id: number; number: number }[] };
  const unit = directory.units.find((entry) => entry.number === unitNumber)!;
  return ((await data(study.get('/v3/textbook/unit-list', as, { unit_id: unit.unit_id }))) as { resources: Summary[] }).resources;
}

describe('textbook catalogue', () => {
  it('lists the textbooks with units, covers and progress', async () => {
    const books = (await data(study.get('/v3/textbook/book-list', student))) as { items: Record<string, unknown>[] };
    expect(books.items.map((book) => book.code)).toEqual(['biz-basics', 'life-english']);
    expect(books.items[0]).toMatchObject({ title_jp: 'ビジネス英語 基礎', unit_count: 3, completed_count: 0 });
    expect(String(books.items[0]!.cover)).toMatch(/^\/resources\/textbook-covers\/[0-9a-f]{12}\/cover-biz-basics\.svg$/);
    const cover = await study.app.inject({ method: 'GET', url: String(books.items[0]!.cover) });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toContain('immutable');
  });

  it('lists a unit’s resources in order with their packages', async () => {
    const resources = await unitResources('biz-basics', 1);
    expect(resources.map((resource) => resource.code)).toEqual([
      'biz-u1-listening',
      'biz-u1-words',
      'biz-u1-grammar',
      'biz-u1-grammar-choice',
      'biz-u1-word-order',
      'biz-u1-sorting',
      'biz-u1-translate',
    ]);
    const first = resources[0]!;
    expect(first).toMatchObject({ type: 'listen_choice', status: 'not_started', best_score: 0 });
    const index = await study.app.inject({ method: 'GET', url: `${first.resource_file}index.json` });
    expect(index.statusCode).toBe(200);
    expect(index.json()).toMatchObject({ res_code: 'biz-u1-listening', res_version: first.resource_version });
    const audio = await study.app.inject({ method: 'GET', url: `${first.resource_file}audio/biz-u1-lc-01.mp3`, headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);
  });

  it('refuses unknown books and units, bad ids and unknown skill-up types', async () => {
    expect((await study.get('/v3/textbook/unit-directory', student, { book_id: 999_999 })).statusCode).toBe(404);
    expect((await study.get('/v3/textbook/unit-list', student, { unit_id: 999_999 })).statusCode).toBe(404);
    expect((await study.get('/v3/textbook/unit-list', student, { unit_id: 'abc' })).statusCode).toBe(400);
    expect((await study.get('/v3/skillup/list', student, { type: 'cooking' })).statusCode).toBe(400);
    expect((await study.app.inject({ method: 'GET', url: '/v3/textbook/book-list' })).statusCode).toBe(401);
  });

  it('does not serve anything outside a package version folder', async () => {
    for (const url of ['/resources/', '/resources/biz-u1-listening/', '/resources/../pglite/PG_VERSION', '/resources/biz-u1-listening/x/../../../portal.lock']) {
      const reply = await study.app.inject({ method: 'GET', url });
      // A path that climbs out is normalised away from /resources/ and gets the SPA page at most.
      const servedAFile = reply.statusCode === 200 && !reply.body.startsWith('<!doctype html>');
      expect(servedAFile, url).toBe(false);
    }
  });

  it('lists skill-up resources per type', async () => {
    const listening = (await data(study.get('/v3/skillup/list', student, { type: 'listening' }))) as { resources: Summary[] };
    expect(listening.resources.map((resource) => resource.type)).toEqual(['listen_choice']);
  });

  it('registers the AI course resources under their course, in file order, with the skill of each item in the package', async () => {
    const rows = await study.database.db.select().from(resources).where(like(resources.groupKey, 'aicourse:%')).orderBy(asc(resources.groupKey), asc(resources.position));
    const daily = rows.filter((row) => row.groupKey === 'aicourse:daily-conversation').map((row) => row.code);
    expect(daily.slice(0, 2)).toEqual(['aic-daily-conversation-1-review', 'aic-daily-conversation-1-consolidation']);
    expect(daily).toContain('aic-daily-conversation-test');
    expect(new Set(rows.map((row) => row.groupKey)).size).toBeGreaterThanOrEqual(2);
    const test = rows.find((row) => row.code === 'aic-daily-conversation-test')!;
    const index = (await study.app.inject({ method: 'GET', url: `${test.packagePath}index.json` })).json() as { res_type: string; items: { skill?: string; audio_file?: string }[] };
    expect(index.res_type).toBe('listen_choice');
    expect(index.items.every((item) => item.skill && item.audio_file)).toBe(true);
    // Course material is not offered as skill-up practice.
    const listening = (await data(study.get('/v3/skillup/list', student, { type: 'listening' }))) as { resources: Summary[] };
    expect(listening.resources.some((resource) => resource.code.startsWith('aic-'))).toBe(false);
  });
});

/** What the engine posts for each item of these resources when every answer is right. */
function rightAnswers(index: { res_type: string; items: Record<string, unknown>[] }): Record<string, string>[] {
  return index.items.map((item): Record<string, string> => {
    const id = String(item.question_id);
    switch (index.res_type) {
      case 'listen_choice':
      case 'grammar_choice': {
        const options = (item.answers ?? item.choose) as { index: number; correct: number }[];
        const right = options.filter((option) => option.correct === 1).map((option) => option.index);
        return { question_id: id, result: JSON.stringify([{ question_id: id, answer_index: right.length === 1 ? right[0] : right, score: 5 }]), total_score: '5', percent_score: '100' };
      }
      case 'word_choice': {
        const right = (item.choose as { index: number; correct: number }[]).find((option) => option.correct === 1)!;
        return { question_id: id, answer_result: String(right.index), total_score: '5', percent_score: '100' };
      }
      case 'sentence_sorting':
      case 'word_order_blank_fill':
        return { question_id: id, answer_result: JSON.stringify(item.answer), total_score: '5', percent_score: '100', score: '5' };
      case 'listen_fill_words':
        return { question_id: id, answer_result: JSON.stringify((item.filling_answer as string[][]).map((accepted) => accepted[0])), total_score: '5', percent_score: '100', score: '5' };
      default:
        throw new Error(`no right answer for ${index.res_type}`);
    }
  });
}

async function packageIndex(summary: Summary) {
  return (await study.app.inject({ method: 'GET', url: `${summary.resource_file}index.json` })).json() as { res_type: string; items: Record<string, unknown>[] };
}

describe('practice through the textbook calls', () => {
  it('scores a whole run the engine posts, completes it and shows it in the unit list', async () => {
    const resource = (await unitResources('biz-basics', 1)).find((entry) => entry.code === 'biz-u1-words')!;
    const guid = newGuid();
    const posts = rightAnswers(await packageIndex(resource));
    // The first answer wrong, the rest right: 3 of 4 items, 75 %.
    const wrong = { ...posts[0]!, answer_result: String((Number(posts[0]!.answer_result) % 4) + 1), total_score: '0', percent_score: '0' };
    for (const body of [wrong, ...posts.slice(1)]) {
      const reply = (await data(study.post('/v3/textbook/answer-record', student, { resource_id: resource.resource_id, guid, ...body }))) as { answer: { percent_score: number } };
      expect(reply.answer.percent_score).toBe(body === wrong ? 0 : 100);
    }
    // The outbox resends a post whose reply was lost: still one answer.
    await data(study.post('/v3/textbook/answer-record', student, { resource_id: resource.resource_id, guid, ...posts[3]! }));
    await data(study.post('/v3/textbook/answer-record', student, { resource_id: resource.resource_id, guid, is_completed: 1, current_index: 4 }));

    const result = (await data(study.get('/v3/textbook/answer-result', student, { resource_id: resource.resource_id, guid }))) as { score: number; is_completed: number; items: { learn_count: number }[] };
    expect(result).toMatchObject({ score: 75, is_completed: 1 });
    expect(result.items.map((item) => item.learn_count)).toEqual([1, 1, 1, 1]);
    const after = (await unitResources('biz-basics', 1)).find((entry) => entry.code === 'biz-u1-words')!;
    expect(after).toMatchObject({ status: 'completed', best_score: 75, last_guid: guid, open_guid: '' });
    const books = (await data(study.get('/v3/textbook/book-list', student))) as { items: { code: string; completed_count: number }[] };
    expect(books.items.find((book) => book.code === 'biz-basics')!.completed_count).toBe(1);
    // Another student's progress is their own.
    const other = (await unitResources('biz-basics', 1, study.students[1])).find((entry) => entry.code === 'biz-u1-words')!;
    expect(other.status).toBe('not_started');
  });

  it('accepts every right answer of the typed and ordered resources as right', async () => {
    for (const [book, unit, code] of [
      ['biz-basics', 1, 'biz-u1-word-order'],
      ['biz-basics', 1, 'biz-u1-sorting'],
      ['biz-basics', 2, 'biz-u2-listen-fill'],
      ['life-english', 1, 'life-u1-listening'],
    ] as const) {
      const resource = (await unitResources(book, unit)).find((entry) => entry.code === code)!;
      const guid = newGuid();
      for (const body of rightAnswers(await packageIndex(resource))) {
        const reply = (await data(study.post('/v3/textbook/answer-record', student, { resource_id: resource.resource_id, guid, ...body }))) as { answer: { percent_score: number; server_scored: number } };
        expect(reply.answer, `${code} ${body.question_id}`).toMatchObject({ percent_score: 100, server_scored: 1 });
      }
    }
  });

  it('shows an unfinished run to resume', async () => {
    const resource = (await unitResources('life-english', 1)).find((entry) => entry.code === 'life-u1-words')!;
    const guid = newGuid();
    const [first] = rightAnswers(await packageIndex(resource));
    await data(study.post('/v3/textbook/answer-record', student, { resource_id: resource.resource_id, guid, ...first!, current_index: 1 }));
    const after = (await unitResources('life-english', 1)).find((entry) => entry.code === 'life-u1-words')!;
    expect(after).toMatchObject({ status: 'in_progress', open_guid: guid });
  });
});

describe('demo homework', () => {
  it('is set for the business class once, with its switches and topics of several types', async () => {
    const rows = await study.database.db.select().from(homework).where(eq(homework.classId, study.classId));
    const review = rows.find((row) => row.title === '宿題：ユニット1・2の復習')!;
    expect(review).toMatchObject({ subtitle: 0, translation: 1, sampleAnswer: 0, answerTips: 1, speechSpeed: 0, hasLimit: true, limitNumber: 3 });
    const topics = await study.database.db.select().from(homeworkTopics).where(eq(homeworkTopics.homeworkId, review.id));
    expect(topics).toHaveLength(4);

    const tts = new TtsCache(path.join(study.dataDir, 'tts'), async () => {
      throw new Error('nothing should be synthesised again');
    });
    await loadExerciseContent(study.database.db, { dataDir: study.dataDir, tts, classIds: { business: study.classId } });
    expect(await study.database.db.select().from(homework).where(eq(homework.classId, study.classId))).toHaveLength(rows.length);
    expect(fs.existsSync(path.join(study.dataDir, 'resources'))).toBe(true);
  });
});
