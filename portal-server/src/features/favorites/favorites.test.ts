import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResource, startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { deviceFavorites, favoriteSentences } from '../../db/tables/favorites';
import { storeRecording } from '../uploads/service';
import { makeMp3 } from '../uploads/test-audio';

let kit: StudyTestApp;
let resourceId: number;
let code: string;

beforeAll(async () => {
  kit = await startStudyApp({ students: 2 });
  code = `test-${kit.tag}-a`;
  resourceId = (await kit.addResources([sampleResource(kit.tag)])).get(code)!;
});

afterAll(async () => {
  await kit?.close();
});

const sentence = { resource_id: 0, question_index: 4, screen_en_text: 'Good morning, everyone.', screen_jp_text: 'みなさん、おはようございます。', category: 'read_sentence', client: 'pc' };

describe('favourite sentences', () => {
  it('collects once however often it is sent, shows on the English page and in the record, and discards', async () => {
    const student = kit.students[0]!;
    const body = { ...sentence, resource_id: resourceId };
    const first = await kit.post('/v3/favorite-sentence/collect', student, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ is_collected: 1 });
    await kit.post('/v3/favorite-sentence/collect', student, { ...body, screen_jp_text: 'おはよう' });
    const rows = await kit.database.db.select().from(favoriteSentences).where(eq(favoriteSentences.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ screenJpText: 'おはよう', recordMaxTime: 20, resourceCode: code });

    const list = (await kit.get('/v3/device/favorites/en-page-list', student)).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, limit: 40 });
    expect(list.items[0]).toMatchObject({ type: 'sentence', screen_en_text: 'Good morning, everyone.', resource_title: 'テスト教材 a', category: 'read_sentence' });

    const record = (await kit.get('/v3/textbook/next-resource-info', student, { resource_id: resourceId })).json().data.answer_record;
    expect(record.items.find((item: { index: number }) => item.index === 4).is_collected).toBe(1);
    expect(record.items.find((item: { index: number }) => item.index === 3).is_collected).toBe(0);

    const discarded = await kit.post('/v3/favorite-sentence/discard', student, { resource_id: resourceId, question_index: 4 });
    expect(discarded.json().data).toMatchObject({ is_collected: 0, removed: 1 });
    const again = await kit.post('/v3/favorite-sentence/discard', student, { resource_id: resourceId, question_index: 4 });
    expect(again.json().data).toMatchObject({ is_collected: 0, removed: 0 });
  });

  it('identifies a sentence by its own id and source too, and by resource_code', async () => {
    const student = kit.students[1]!;
    const byId = await kit.post('/v3/favorite-sentence/collect', student, { sentence_id: 'w-apple', sentence_source: 'biz_word', evaluate_text: 'apple', category: 'read_word' });
    expect(byId.statusCode).toBe(200);
    const byCode = await kit.post('/v3/favorite-sentence/collect', student, { resource_code: code, question_index: 2, screen_en_text: 'I like apples.', category: 'read_sentence' });
    expect(byCode.statusCode).toBe(200);
    expect((await kit.get('/v3/device/favorites/en-page-list', student)).json().data.total).toBe(2);
    expect((await kit.post('/v3/favorite-sentence/discard', student, { favorite_id: byId.json().data.favorite_id })).json().data.removed).toBe(1);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const student = kit.students[1]!;
    const before = (await kit.database.db.select().from(favoriteSentences).where(eq(favoriteSentences.studentId, student.id))).length;
    const cases: [Record<string, string | number>, number, string][] = [
      [{ ...sentence, resource_id: resourceId, category: 'sing' }, 400, 'category'],
      [{ screen_en_text: 'x', category: 'read_word' }, 400, 'sentence_id'],
      [{ ...sentence, resource_id: resourceId, screen_en_text: '', evaluate_text: '' }, 400, '英文'],
      [{ ...sentence, resource_id: 99_999_999 }, 404, '教材'],
      [{ ...sentence, resource_id: resourceId, resource_code: 'other-code' }, 400, 'resource_code'],
      [{ ...sentence, resource_id: resourceId, record_max_time: 999 }, 400, 'record_max_time'],
    ];
    for (const [body, status, text] of cases) {
      const response = await kit.post('/v3/favorite-sentence/collect', student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errmsg).toContain(text);
    }
    expect((await kit.database.db.select().from(favoriteSentences).where(eq(favoriteSentences.studentId, student.id))).length).toBe(before);
  });
});

describe('device favourites (kept recordings)', () => {
  it('keeps one per item, splits English and other pages, and discards by resource', async () => {
    const student = kit.students[0]!;
    const keep = (body: Record<string, string | number>) => kit.post('/v3/device/favorites/submit', student, { resource_id: resourceId, client: 'pc', ...body });
    expect((await keep({ question_id: 'q4', screen_en_text: 'Good morning, everyone.', percent_score: 88, scores: '{"accuracy":90}' })).statusCode).toBe(200);
    expect((await keep({ question_id: 'q4', screen_en_text: 'Good morning, everyone.', percent_score: 92 })).statusCode).toBe(200);
    expect((await keep({ question_id: 'q5', percent_score: 140 })).statusCode).toBe(200);
    const rows = await kit.database.db.select().from(deviceFavorites).where(eq(deviceFavorites.studentId, student.id));
    expect(rows).toHaveLength(2);
    const en = (await kit.get('/v3/device/favorites/en-page-list', student)).json().data;
    expect(en.items.map((item: { question_id: string; percent_score: number }) => [item.question_id, item.percent_score])).toEqual([['q4', 92]]);
    const other = (await kit.get('/v3/device/favorites/not-en-page-list', student, { limit: 1, page: 1 })).json().data;
    expect(other).toMatchObject({ total: 1, limit: 1 });
    expect(other.items[0]).toMatchObject({ question_id: 'q5', percent_score: 100, type: 'recording' });
    const gone = await kit.post('/v3/device/favorites/discard', student, { resource_id: resourceId });
    expect(gone.json().data).toMatchObject({ removed: 2, is_collected: 0 });
  });

  it('refuses bad scores JSON, a recording that is not the student own, and a bad page size', async () => {
    const student = kit.students[0]!;
    expect((await kit.post('/v3/device/favorites/submit', student, { resource_id: resourceId, scores: '{oops' })).json().errmsg).toContain('scores');
    const foreign = await kit.post('/v3/device/favorites/submit', student, { resource_id: resourceId, sound_file: `/uploads/${kit.students[1]!.id}/${'1'.repeat(13)}-${'a'.repeat(24)}.mp3` });
    expect(foreign.statusCode).toBe(400);
    expect((await kit.get('/v3/device/favorites/en-page-list', student, { limit: 0 })).statusCode).toBe(400);
    expect((await kit.get('/v3/device/favorites/en-page-list', student, { page: 'x' })).statusCode).toBe(400);
  });
});

type Entry = Record<string, string | number | null>;

/** The fields of a listed entry, as the collection page's undo sends them back (empty ones left out). */
function sentFields(entry: Entry, names: string[]): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const name of names) {
    const value = entry[name];
    if (value !== null && value !== undefined && value !== '') fields[name] = value;
  }
  return { ...fields, collected_at: String(entry.created_at) };
}

const SENTENCE_FIELDS = ['client', 'resource_id', 'resource_code', 'question_index', 'sentence_id', 'sentence_source', 'screen_en_text', 'screen_jp_text', 'evaluate_text', 'audio_file_name', 'category', 'record_max_time'];
const RECORDING_FIELDS = ['resource_id', 'question_id', 'client', 'screen_en_text', 'screen_jp_text', 'evaluate_html', 'evaluate_result', 'scores', 'record_duration', 'percent_score', 'sound_file'];
const withoutId = ({ favorite_id: _id, ...rest }: Entry) => rest;

describe('undo on the collection page (remove, then add again with the listed fields)', () => {
  it('brings a sentence or word back the same, in the same place in the list', async () => {
    const student = kit.students[1]!;
    const collect = (body: Record<string, string | number>) => kit.post('/v3/favorite-sentence/collect', student, body);
    expect((await collect({ resource_id: resourceId, question_index: 7, screen_en_text: 'See you tomorrow.', screen_jp_text: 'また明日。', category: 'read_sentence', client: 'pc', audio_file_name: 'audio/7.mp3', record_max_time: 15 })).statusCode).toBe(200);
    expect((await collect({ sentence_source: 'dictionary', sentence_id: '4021', category: 'read_word', evaluate_text: 'receive', screen_en_text: 'receive', screen_jp_text: '受け取る' })).statusCode).toBe(200);
    expect((await collect({ resource_code: code, question_index: 8, screen_en_text: 'Thank you.', category: 'read_sentence' })).statusCode).toBe(200);
    const before: Entry[] = (await kit.get('/v3/device/favorites/en-page-list', student)).json().data.items;
    for (const entry of before.filter((item) => ['See you tomorrow.', 'receive', 'Thank you.'].includes(String(item.screen_en_text)))) {
      expect((await kit.post('/v3/favorite-sentence/discard', student, { favorite_id: Number(entry.favorite_id) })).json().data.removed).toBe(1);
      const restored = await collect(sentFields(entry, SENTENCE_FIELDS));
      expect(restored.statusCode, restored.body).toBe(200);
    }
    const after: Entry[] = (await kit.get('/v3/device/favorites/en-page-list', student)).json().data.items;
    expect(after.map(withoutId)).toEqual(before.map(withoutId));
  });

  it('removes only the recording kept for the whole resource with an empty question_id, and brings a recording back the same', async () => {
    const student = kit.students[1]!;
    const sound = (await storeRecording(kit.database.db, kit.dataDir, student.id, makeMp3({ seconds: 1.2 }))).url;
    const keep = (body: Record<string, string | number>) => kit.post('/v3/device/favorites/submit', student, { resource_id: resourceId, ...body });
    expect((await keep({ screen_en_text: 'Good morning, everyone. I like apples.', percent_score: 74, scores: '{"total":74}', record_duration: 3.5, sound_file: sound, client: 'pc' })).statusCode).toBe(200);
    expect((await keep({ question_id: 'q9', evaluate_html: '<p>I went to the park.</p>', percent_score: 81 })).statusCode).toBe(200);
    const en: Entry[] = (await kit.get('/v3/device/favorites/en-page-list', student)).json().data.items;
    const other: Entry[] = (await kit.get('/v3/device/favorites/not-en-page-list', student)).json().data.items;
    const whole = en.find((item) => item.type === 'recording' && item.question_id === '')!;
    expect(whole).toMatchObject({ sound_file: sound, record_duration: 3.5, percent_score: 74 });

    const removed = await kit.post('/v3/device/favorites/discard', student, { resource_id: resourceId, question_id: '' });
    expect(removed.json().data.removed).toBe(1);
    expect((await kit.get('/v3/device/favorites/not-en-page-list', student)).json().data.items.map(withoutId)).toEqual(other.map(withoutId));
    const restored = await keep(sentFields(whole, RECORDING_FIELDS));
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await kit.get('/v3/device/favorites/en-page-list', student)).json().data.items.map(withoutId)).toEqual(en.map(withoutId));

    const recording = other[0]!;
    await kit.post('/v3/device/favorites/discard', student, { resource_id: resourceId, question_id: String(recording.question_id) });
    expect((await keep(sentFields(recording, RECORDING_FIELDS))).statusCode).toBe(200);
    expect((await kit.get('/v3/device/favorites/not-en-page-list', student)).json().data.items.map(withoutId)).toEqual(other.map(withoutId));
  });

  it('takes a collection time in the future as now, and refuses one that is not a date', async () => {
    const student = kit.students[1]!;
    const body = { sentence_source: 'dictionary', sentence_id: '77', category: 'read_word', evaluate_text: 'tomorrow' };
    const started = Date.now();
    expect((await kit.post('/v3/favorite-sentence/collect', student, { ...body, collected_at: '2999-01-01T00:00:00Z' })).statusCode).toBe(200);
    const [row] = await kit.database.db.select().from(favoriteSentences).where(eq(favoriteSentences.sentenceKey, 'dictionary:77'));
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    for (const path of ['/v3/favorite-sentence/collect', '/v3/device/favorites/submit']) {
      const bad = await kit.post(path, student, { ...body, resource_id: resourceId, collected_at: 'yesterday' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errmsg).toContain('collected_at');
    }
  });
});

describe('college students', () => {
  it('get no collection feature at all (403), and nothing is stored', async () => {
    const calls = [
      kit.post('/v3/favorite-sentence/collect', kit.college, { ...sentence, resource_id: resourceId }),
      kit.post('/v3/favorite-sentence/discard', kit.college, { resource_id: resourceId, question_index: 4 }),
      kit.post('/v3/device/favorites/submit', kit.college, { resource_id: resourceId }),
      kit.post('/v3/device/favorites/discard', kit.college, { resource_id: resourceId }),
      kit.get('/v3/device/favorites/en-page-list', kit.college),
      kit.get('/v3/device/favorites/not-en-page-list', kit.college),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errmsg).toContain('大学生');
    }
    expect(await kit.database.db.select().from(favoriteSentences).where(eq(favoriteSentences.studentId, kit.college.id))).toHaveLength(0);
  });
});

describe('auth', () => {
  it('needs a token and the student own id', async () => {
    const anonymous = await kit.app.inject({ method: 'GET', url: '/v3/device/favorites/en-page-list', query: { student_id: String(kit.students[0]!.id) } });
    expect(anonymous.statusCode).toBe(401);
    const other = await kit.get('/v3/device/favorites/en-page-list', kit.students[0]!, { student_id: kit.students[1]!.id });
    expect(other.statusCode).toBe(403);
  });
});
