import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { itemKeysFromPackage } from '../resources/package-keys';
import { allResources, buildPackage, ContentError, EXERCISE_CONTENT_DIR, packageIndex, readExerciseContent, seededShuffle } from './content-build';
import { exerciseResource, type ExerciseResourceSource } from './content-schema';

/** The choice, typed and ordered types of issue 6 (the spoken types' content is checked with theirs). */
const WRITTEN_TYPES = [
  'listen_choice',
  'listen_mock',
  'cloze_test',
  'grammar_choice',
  'reading_comprehension',
  'word_choice',
  'sentence_sorting',
  'word_order_blank_fill',
  'listen_fill_words',
  'translate_fill_words',
  'listen_fill_letters',
  'fill_blanks_writing',
  'ja_to_en_writing',
] as const;
import { TtsCache, lineKey, stripId3 } from './tts-cache';
import { fakeMp3 } from './content-test-support';

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the exercise content', () => {
  const content = readExerciseContent();
  const resources = allResources(content);
  const exercises = resources.flatMap((resource) => ((WRITTEN_TYPES as readonly string[]).includes(resource.type) ? [resource as ExerciseResourceSource] : []));

  it('has at least two textbooks with three units each', () => {
    expect(content.books.length).toBeGreaterThanOrEqual(2);
    for (const book of content.books) expect(book.units.length).toBeGreaterThanOrEqual(3);
  });

  it.each(WRITTEN_TYPES)('has at least eight items of %s', (type) => {
    const items = exercises.filter((resource) => resource.type === type).reduce((sum, resource) => sum + resource.items.length, 0);
    expect(items).toBeGreaterThanOrEqual(8);
  });

  it('sets a demo homework that uses several types', () => {
    const business = content.homework.find((entry) => entry.class === 'business')!;
    const types = new Set(business.topics.map((code) => resources.find((resource) => resource.code === code)!.type));
    expect(types.size).toBeGreaterThanOrEqual(3);
  });

  it('gives the registry an answer key for every item', () => {
    for (const resource of exercises) {
      const keys = itemKeysFromPackage(packageIndex(resource).index);
      expect(keys.map((key) => key.question_id)).toEqual(resource.items.map((entry) => (entry as { id: string }).id));
      for (const key of keys) expect(['choice', 'blanks', 'letters', 'order', 'sentence']).toContain(key.kind);
    }
  });
});

describe('content validation', () => {
  const listenChoice = (answers: unknown[]) => ({
    code: 'x-listening',
    type: 'listen_choice',
    title: 'Listening',
    title_jp: 'リスニング',
    description: 'Listen.',
    description_jp: '聞きましょう。',
    items: [{ id: 'x-1', audio: [{ text: 'Hello.' }], screen_text: 'Q?', answers }],
  });

  it('refuses an item without a right option, naming the item', () => {
    const result = exerciseResource.safeParse(listenChoice([{ content: 'a' }, { content: 'b' }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe('items.0.answers');
  });

  it('refuses blanks that do not match the answers', () => {
    const result = exerciseResource.safeParse({
      ...listenChoice([]),
      type: 'listen_fill_words',
      items: [{ id: 'x-2', audio: [{ text: 'I go by bus.' }], screen_text: 'I {1} by {2}.', filling_answer: [['go']] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join()).toContain('空欄が 2 個なのに答えが 1 個');
  });

  it('refuses a letter pattern that does not spell the word', () => {
    const result = exerciseResource.safeParse({
      ...listenChoice([]),
      type: 'listen_fill_letters',
      items: [{ id: 'x-3', word: 'basket', mean: 'かご', filling_remain_letters: 'ba__at' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'filling_remain_letters']);
  });

  it('names the file and field of a broken content folder, and a missing picture', () => {
    const root = tempDir('content-bad-');
    fs.cpSync(EXERCISE_CONTENT_DIR, root, { recursive: true });
    const unit = path.join(root, 'textbooks', 'biz-basics', 'unit-1.yaml');
    fs.writeFileSync(unit, fs.readFileSync(unit, 'utf8').replace('title_jp: 職場での出会いと自己紹介', 'title_jp: Meeting people'));
    expect(() => readExerciseContent(root)).toThrow(/textbooks\/biz-basics\/unit-1\.yaml: unit\.title_jp: 日本語で書いてください/);
    fs.cpSync(EXERCISE_CONTENT_DIR, root, { recursive: true });
    fs.rmSync(path.join(root, 'media', 'library.svg'));
    expect(() => readExerciseContent(root)).toThrow(ContentError);
    expect(() => readExerciseContent(root)).toThrow(/画像 media\/library\.svg がありません/);
  });
});

describe('package build', () => {
  it('shuffles tiles the same way every time and never keeps the answer order', () => {
    const words = ['I', 'have', 'worked', 'here'];
    expect(seededShuffle(words, 'a')).toEqual(seededShuffle(words, 'a'));
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) expect(seededShuffle(words, seed)).not.toEqual(words);
    expect([...seededShuffle(words, 'z')].sort()).toEqual([...words].sort());
  });

  it('writes index.json and media into a versioned folder, synthesising each line once', async () => {
    const content = readExerciseContent();
    const resource = allResources(content).find((entry) => entry.code === 'life-u1-listening')!;
    const dataDir = tempDir('content-build-');
    const calls: string[] = [];
    const tts = new TtsCache(path.join(dataDir, 'tts'), async (line) => {
      calls.push(line.text);
      return fakeMp3(line);
    });
    const built = await buildPackage(resource, { dataDir, contentDir: EXERCISE_CONTENT_DIR, tts });
    const folder = path.join(dataDir, 'resources', resource.code, built.version);
    const index = JSON.parse(fs.readFileSync(path.join(folder, 'index.json'), 'utf8'));
    expect(built.packagePath).toBe(`/resources/life-u1-listening/${built.version}/`);
    expect(index).toMatchObject({ res_code: 'life-u1-listening', res_type: 'listen_choice', res_version: built.version });
    expect(index.items[0].answers[0]).toEqual({ index: 1, content: 'media/library.svg', type: 'image', correct: 1 });
    expect(index.items[0].subtitle_original).toContain('where can I borrow books');
    expect(fs.existsSync(path.join(folder, 'media', 'library.svg'))).toBe(true);
    // A dialogue's lines are one file.
    expect(fs.readFileSync(path.join(folder, 'audio', 'life-u1-lc-01.mp3')).length).toBe(2 * 204);
    const firstCalls = calls.length;
    expect(firstCalls).toBe(resource.type === 'grammar_index' ? 0 : 7);

    const again = await buildPackage(resource, { dataDir, contentDir: EXERCISE_CONTENT_DIR, tts });
    expect(again.version).toBe(built.version);
    expect(calls.length).toBe(firstCalls);
    expect(tts.stats.cached).toBeGreaterThan(0);
  });

  it('gives a changed resource a new version', async () => {
    const resource = allResources(readExerciseContent()).find((entry) => entry.code === 'biz-u1-grammar-choice')! as ExerciseResourceSource;
    const dataDir = tempDir('content-version-');
    const tts = new TtsCache(path.join(dataDir, 'tts'), async (line) => fakeMp3(line));
    const before = await buildPackage(resource, { dataDir, contentDir: EXERCISE_CONTENT_DIR, tts });
    const changed = { ...resource, items: resource.items.map((entry, position) => (position === 0 ? { ...entry, explanation: '説明を変えました。' } : entry)) } as typeof resource;
    const after = await buildPackage(changed, { dataDir, contentDir: EXERCISE_CONTENT_DIR, tts });
    expect(after.version).not.toBe(before.version);
    expect(fs.existsSync(path.join(dataDir, 'resources', resource.code, before.version, 'index.json'))).toBe(true);
  });

  it('builds the word-order tiles in lower case except names and I, and keeps the key', () => {
    const resource = allResources(readExerciseContent()).find((entry) => entry.code === 'life-u2-word-order')!;
    const { index } = packageIndex(resource);
    const item = (index.items as { question_id: string; choose: { content: string }[]; answer: string[] }[]).find((entry) => entry.question_id === 'life-u2-wo-02')!;
    expect(item.answer).toEqual(['Can', 'I', 'open', 'the']);
    expect(item.choose.map((tile) => tile.content).sort()).toEqual(['I', 'can', 'open', 'the']);
  });
});

describe('TTS cache', () => {
  it('keys lines by voice, speed and text', () => {
    const line = { voice: 'en-us' as const, text: 'Hello.', speed: 45 };
    expect(lineKey(line)).toBe(lineKey({ ...line }));
    expect(lineKey(line)).not.toBe(lineKey({ ...line, voice: 'en-gb' }));
    expect(lineKey(line)).not.toBe(lineKey({ ...line, speed: 50 }));
  });

  it('drops a leading ID3 tag when joining lines', () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 3, 1, 2, 3]);
    const audio = Buffer.from([0xff, 0xfb, 0x90, 0x00]);
    expect(stripId3(Buffer.concat([tag, audio]))).toEqual(audio);
    expect(stripId3(audio)).toEqual(audio);
  });
});
