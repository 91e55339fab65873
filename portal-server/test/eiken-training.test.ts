// Eiken word training and word learning over the real word lists (loaded with a stand-in TTS):
// the units of the student's grade, the generated sets and their packages, a whole run posted
// the way the engine posts it, and the words its result says to review.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid, startStudyApp, type StudyTestApp, type TestStudent } from './study-kit';
import { moduleContentSeedSteps } from '../src/cli/seed-steps';
import { eikenLevels } from '../src/db/tables/eiken-toeic';
import { words } from '../src/db/tables/words';
import { letterPattern, loadWordContent, selectWordLists } from '../src/features/textbook/content-load-words';
import { readWordLists } from '../src/features/textbook/content-words';
import { fakeMp3 } from '../src/features/textbook/content-test-support';
import { TtsCache } from '../src/features/textbook/tts-cache';

let study: StudyTestApp;
let student: TestStudent;
let other: TestStudent;

const data = async <T>(response: Promise<{ statusCode: number; json: () => { data: unknown; errmsg: string } }>, status = 200): Promise<T> => {
  const reply = await response;
  if (reply.statusCode !== status) throw new Error(`${reply.statusCode}: ${reply.json().errmsg}`);
  return reply.json().data as T;
};

type Unit = { class_id: number; code: string; word_count: number; resource_count: number; completed_count: number; learned: 0 | 1 };
type Summary = { resource_id: number; code: string; type: string; status: string; resource_file: string; item_count: number };
type Item = { question_id: string; word?: string; audio_file?: string; choose?: { index: number; content: string; correct: number }[] };

const packageOf = (dataDir: string, summary: Summary) => JSON.parse(fs.readFileSync(path.join(dataDir, summary.resource_file, 'index.json'), 'utf8')) as { res_type: string; items: Item[] };

beforeAll(async () => {
  study = await startStudyApp({ students: 2 });
  [student, other] = study.students as [TestStudent, TestStudent];
  for (const step of moduleContentSeedSteps) await step.run({ db: study.database.db });
  const tts = new TtsCache(path.join(study.dataDir, 'tts'), async (line) => fakeMp3(line));
  // Grade 3's list is what these tests study (every list is still checked by the reader).
  await loadWordContent(study.database.db, { dataDir: study.dataDir, tts, lists: ['eiken-3'] });
  const [grade3] = await study.database.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, 'eiken-3'));
  await data(study.post('/v3/eiken-toeic/submit-level', student, { level_id: grade3!.id }));
}, 300_000);

afterAll(async () => {
  await study?.close();
});

describe('word lists as loaded', () => {
  it('keeps every word of the list once, with its audio files on disk', async () => {
    const grade3 = readWordLists().find((list) => list.list === 'eiken-3')!;
    const content = grade3.units.reduce((count, unit) => count + unit.words.length, 0);
    const rows = await study.database.db.select().from(words);
    expect(rows).toHaveLength(content);
    const collect = rows.find((row) => row.word === 'collect')!;
    expect(collect).toMatchObject({ pos: 'verb', ipa: 'kəˈlɛkt', meaning: '集める' });
    for (const file of [collect.audioPath, collect.exampleAudioPath]) expect(fs.existsSync(path.join(study.dataDir, file))).toBe(true);
  });

  it('refuses a list that does not exist', async () => {
    const tts = new TtsCache(path.join(study.dataDir, 'tts'), async (line) => fakeMp3(line));
    await expect(loadWordContent(study.database.db, { dataDir: study.dataDir, tts, lists: ['eiken-9'] })).rejects.toThrow('単語リスト eiken-9 はありません');
  });

  it('takes a whole list, or its first units when asked for "code:N", in the lists\' own order', () => {
    const all = readWordLists();
    const picked = selectWordLists(all, ['eiken-3', 'business:2']);
    expect(picked.map((list) => list.list)).toEqual(all.map((list) => list.list).filter((code) => code === 'eiken-3' || code === 'business'));
    expect(picked.find((list) => list.list === 'business')!.units.map((unit) => unit.code)).toEqual(all.find((list) => list.list === 'business')!.units.slice(0, 2).map((unit) => unit.code));
    expect(picked.find((list) => list.list === 'eiken-3')!.units.length).toBe(all.find((list) => list.list === 'eiken-3')!.units.length);
    expect(() => selectWordLists(all, ['business:0'])).toThrow('単語リスト business:0 はありません');
    expect(() => selectWordLists(all, ['business:two'])).toThrow('単語リスト business:two はありません');
  });

  it('leaves one letter at least to fill in, never the first', () => {
    expect(letterPattern('go')).toBe('g_');
    expect(letterPattern('collect')).toBe('c_l_e_t');
    expect(letterPattern('o\'clock')).toMatch(/^o/);
  });
});

describe('word training', () => {
  it('shows nothing before a grade is chosen', async () => {
    expect(await data(study.get('/v3/eiken-training/get-class-list', other))).toEqual({ level: null, word_list: null, list: [] });
  });

  it('lists the grade’s units with four training sets each, played from packages whose audio is the word’s', async () => {
    const units = await data<{ level: { code: string }; word_list: { code: string }; list: Unit[] }>(study.get('/v3/eiken-training/get-class-list', student));
    expect(units.level.code).toBe('eiken-3');
    expect(units.word_list.code).toBe('eiken-3');
    expect(units.list[0]).toMatchObject({ code: 'eiken-3-words-actions', resource_count: 4, completed_count: 0, learned: 0 });
    const sets = await data<{ list: Summary[] }>(study.get('/v3/eiken-training/get-resource-list', student, { class_id: units.list[0]!.class_id }));
    expect(sets.list.map((set) => set.type)).toEqual(['word_choice', 'grammar_choice', 'listen_fill_letters', 'word_reading']);
    const meaning = packageOf(study.dataDir, sets.list[0]!);
    const first = meaning.items[0]!;
    expect(first.word).toBe('collect');
    expect(first.choose!.filter((option) => option.correct === 1).map((option) => option.content)).toEqual(['集める']);
    expect(new Set(first.choose!.map((option) => option.content)).size).toBe(4);
    const [row] = await study.database.db.select().from(words).where(eq(words.word, 'collect'));
    expect(first.audio_file).toBe(row!.audioPath);
  });

  it('records a run and names the missed words to review', async () => {
    const units = await data<{ list: Unit[] }>(study.get('/v3/eiken-training/get-class-list', student));
    const unit = units.list[0]!;
    const sets = await data<{ list: Summary[] }>(study.get('/v3/eiken-training/get-resource-list', student, { class_id: unit.class_id }));
    const set = sets.list[0]!;
    const items = packageOf(study.dataDir, set).items;
    const guid = newGuid();
    const chosen = new Map<string, number>();
    for (const [position, item] of items.entries()) {
      // The first two wrong, the rest right; word choice posts the chosen option's index as
      // answer_result with the engine's own scores (remote-exercises wordChoiceRules.fields).
      const right = item.choose!.find((option) => option.correct === 1)!.index;
      const wrong = item.choose!.find((option) => option.correct === 0)!.index;
      const selected = position < 2 ? wrong : right;
      chosen.set(item.question_id, selected);
      await data(
        study.post('/v3/eiken-training/submit-exercise-log', student, {
          resource_id: set.resource_id,
          guid,
          question_id: item.question_id,
          answer_result: String(selected),
          total_score: position < 2 ? 0 : 5,
          percent_score: position < 2 ? 0 : 100,
          current_index: position + 1,
          ...(position === items.length - 1 ? { is_completed: 1 } : {}),
        }),
      );
    }
    type RecordItem = { question_id: string; answer_result: string; result: unknown; percent_score: number };
    const logs = await data<{ class_id: number; purpose: string; answer_record: { items: RecordItem[] } }>(study.get('/v3/eiken-training/get-exercise-logs', student, { resource_id: set.resource_id, guid }));
    expect(logs).toMatchObject({ class_id: unit.class_id, purpose: 'training' });
    // The record keeps the server's marked results, the one shape of every choice answer: result,
    // and answer_result as its JSON. The result screen reads the student's choice back from them.
    for (const [position, record] of logs.answer_record.items.entries()) {
      const marked = [{ question_id: record.question_id, answer_index: [chosen.get(record.question_id)], score: position < 2 ? 0 : 5 }];
      expect(record).toMatchObject({ percent_score: position < 2 ? 0 : 100, result: marked });
      expect(JSON.parse(record.answer_result)).toEqual(marked);
    }
    const review = await data<{ guid: string; answered: number; list: { word: string; meaning: string; percent_score: number }[] }>(
      study.get('/v3/eiken-training/get-review-words', student, { resource_id: set.resource_id, guid }),
    );
    expect(review.guid).toBe(guid);
    expect(review.answered).toBe(items.length);
    expect(review.list.map((entry) => entry.word)).toEqual(items.slice(0, 2).map((item) => item.word));
    // The last completed run is the default.
    const last = await data<{ list: unknown[] }>(study.get('/v3/eiken-training/get-review-words', student, { resource_id: set.resource_id }));
    expect(last.list).toHaveLength(2);
    const after = await data<{ list: Unit[] }>(study.get('/v3/eiken-training/get-class-list', student));
    expect(after.list[0]!.completed_count).toBe(1);

    // Another student's run is not theirs to read.
    await data(study.get('/v3/eiken-training/get-review-words', other, { resource_id: set.resource_id, guid }), 404);
  });

  it('refuses a set that is not a word set, and an unknown unit', async () => {
    await data(study.get('/v3/eiken-training/get-resource-list', student, { class_id: 999999 }), 404);
    await data(study.get('/v3/eiken-training/get-word-list', student, { class_id: 999999 }), 404);
  });
});

describe('word learning', () => {
  it('gives the unit’s study cards with audio and examples, and the check', async () => {
    const units = await data<{ list: Unit[] }>(study.get('/v3/eiken-training/get-class-list', student));
    const cards = await data<{ words: { word: string; example: string; example_jp: string; audio_file: string; example_audio_file: string }[]; check: Summary }>(
      study.get('/v3/eiken-training/get-word-list', student, { class_id: units.list[0]!.class_id }),
    );
    expect(cards.words).toHaveLength(units.list[0]!.word_count);
    expect(cards.words[0]).toMatchObject({ word: 'collect', example: 'My brother collects old coins.', example_jp: '兄は古い硬貨を集めています。' });
    expect(cards.words[0]!.example_audio_file).toMatch(/^\/resources\/words-eiken-3-words-actions\/[0-9a-f]{12}\/audio\/[0-9a-f]{10}-example\.mp3$/);
    expect(cards.check).toMatchObject({ type: 'word_choice', item_count: cards.words.length });
    const logs = await data<{ purpose: string }>(study.get('/v3/eiken-training/get-exercise-logs', student, { resource_id: cards.check.resource_id }));
    expect(logs.purpose).toBe('learning');
  });
});
