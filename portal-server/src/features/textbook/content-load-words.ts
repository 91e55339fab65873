// Loads the word lists (content/words/, read by content-words.ts) into word_lists, word_units
// and words, with the audio of every word and its example synthesised through the TTS cache
// into one audio package per unit, and generates each unit's practice resources for the
// engine's existing question types:
//   <unit>-meaning   word_choice            word -> meaning (with the word's audio)
//   <unit>-word      grammar_choice         meaning -> word
//   <unit>-spelling  listen_fill_letters    listen and fill in the letters (single lower-case words)
//   <unit>-reading   word_reading           read the word aloud, scored by speech-server (read_word)
//   <unit>-check     word_choice            word learning's check: the word in its example -> meaning
//   <unit>-ear-<n>   listen_fill_words      business list only: ear listening, the example's audio
//                                           with the word (and one more) to write down, 10 a set
// The generated packages point at the unit's audio package by absolute URL (the engine's
// mediaUrl keeps absolute paths), so the audio is written once per unit, not once per set.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eikenLevels } from '../../db/tables/eiken-toeic';
import { wordLists, wordUnits, words } from '../../db/tables/words';
import { itemKeysFromPackage } from '../resources/package-keys';
import { upsertResources, type ResourceInput } from '../resources/service';
import { ContentError, packageIndex, seededShuffle } from './content-build';
import { writeAtomic, sha, writeIndexPackage } from './content-package';
import { exerciseResource, type AudioLine } from './content-schema';
import type { WordEntry, WordListFile } from './content-schema-words';
import { readWordLists, WORDS_CONTENT_DIR } from './content-words';
import type { TtsCache } from './tts-cache';

export const wordTrainingGroupKey = (unitCode: string) => `word-training:${unitCode}`;
export const wordLearningGroupKey = (unitCode: string) => `word-learning:${unitCode}`;
/** Business ear listening (/eiken/earListen): a unit's dictation sets. */
export const earListenGroupKey = (unitCode: string) => `ear-listen:${unitCode}`;
/** The word lists that get ear-listening sets (business TOEIC listening has no content of its own yet). */
const EAR_LISTEN_LISTS: readonly string[] = ['business'];

/** The kinds of generated practice, in the order a unit lists them. */
export const WORD_TRAINING_KINDS = ['meaning', 'word', 'spelling', 'reading'] as const;
export type WordPracticeKind = (typeof WORD_TRAINING_KINDS)[number] | 'check' | 'ear';

/** A word's stable identity across lists and reorderings (a word is in one list only). */
export const wordKey = (word: string, pos: string) => sha(`${word.toLowerCase()}|${pos}`).slice(0, 10);

/** The question id of a word in a generated set: the word's key and the kind of practice. */
export const wordQuestionId = (key: string, kind: WordPracticeKind) => `w${key}-${kind}`;

/** The word as the speech (and the spelling and reading items) say it: speed 40 is the content build's for single words. */
export const wordLine = (word: string): AudioLine => ({ voice: 'en-us', text: word, speed: 40 });
const exampleLine = (example: string): AudioLine => ({ voice: 'en-us-f', text: example, speed: 45 });

export const POS_JA: Record<WordEntry['pos'], string> = {
  noun: '名詞',
  verb: '動詞',
  adjective: '形容詞',
  adverb: '副詞',
  preposition: '前置詞',
  conjunction: '接続詞',
  pronoun: '代名詞',
  determiner: '限定詞',
  interjection: '間投詞',
  auxiliary: '助動詞',
  number: '数詞',
  phrase: '熟語',
};

const SPELLABLE = /^[a-z][a-z'-]{1,19}$/;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** Three other words of the unit as distractors: the same part of speech first, in a fixed order per word. */
function distractors(word: WordEntry, unit: WordEntry[], distinct: (entry: WordEntry) => string): WordEntry[] {
  const others = unit.filter((entry) => entry !== word && distinct(entry) !== distinct(word));
  const same = seededShuffle(others.filter((entry) => entry.pos === word.pos), `${word.word}|same`);
  const rest = seededShuffle(others.filter((entry) => entry.pos !== word.pos), `${word.word}|rest`);
  const picked: WordEntry[] = [];
  for (const entry of [...same, ...rest]) {
    if (picked.length === 3) break;
    if (!picked.some((chosen) => distinct(chosen) === distinct(entry))) picked.push(entry);
  }
  return picked;
}

/** Every other letter after the first left open (at least one), as listen_fill_letters writes it. */
export function letterPattern(word: string): string {
  const pattern = word.split('').map((char, at) => (at > 0 && at % 2 === 1 && /[a-z]/.test(char) ? '_' : char));
  if (!pattern.includes('_')) pattern[pattern.length - 1] = '_';
  return pattern.join('');
}

type UnitSource = WordListFile['units'][number];
type Option = { content: string; correct?: boolean };

/** The most items a generated set holds (the content schema's limit for a resource). */
const MAX_SET_ITEMS = 40;

/** The generated practice resources of one unit, as content sources (checked by the same schema as authored ones). */
export function unitPracticeSources(unit: UnitSource) {
  const parts = Math.ceil(unit.words.length / MAX_SET_ITEMS);
  const size = Math.ceil(unit.words.length / parts);
  const chunks = Array.from({ length: parts }, (_, part) => unit.words.slice(part * size, (part + 1) * size));
  const sets = chunks.map((chunk, part) => partPracticeSources(unit, chunk, parts > 1 ? part + 1 : null, parts));
  return { training: sets.flatMap((set) => set.training), checks: sets.map((set) => set.check) };
}

/** The sets of one part of a unit (a unit longer than a set can hold is split into equal parts; distractors come from the whole unit). */
function partPracticeSources(unit: UnitSource, entries: WordEntry[], part: number | null, parts: number) {
  const keyOf = (entry: WordEntry) => wordKey(entry.word, entry.pos);
  const options = (right: Option, wrong: Option[], seed: string) => seededShuffle([right, ...wrong], seed);
  const meaningChoose = (entry: WordEntry, seed: string) =>
    options({ content: entry.meaning, correct: true }, distractors(entry, unit.words, (other) => other.meaning).map((other) => ({ content: other.meaning })), seed);
  const base = (kind: WordPracticeKind, title: string, titleJp: string, description: string, descriptionJp: string) => ({
    code: part ? `${unit.code}-${kind}-${part}` : `${unit.code}-${kind}`,
    title: `${unit.title_en}: ${title}${part ? ` (${part}/${parts})` : ''}`,
    title_jp: `${unit.title}：${titleJp}${part ? `（${part}/${parts}）` : ''}`,
    description,
    description_jp: descriptionJp,
  });
  const spellable = entries.filter((entry) => SPELLABLE.test(entry.word));
  const sources: Record<string, unknown>[] = [
    {
      ...base('meaning', 'Word to meaning', '単語 → 意味', 'Listen to the word and choose its meaning.', '単語を聞いて、意味を選びましょう。'),
      type: 'word_choice',
      items: entries.map((entry) => ({ id: wordQuestionId(keyOf(entry), 'meaning'), word: entry.word, ipa: `/${entry.ipa}/`, choose: meaningChoose(entry, `${entry.word}|meaning`) })),
    },
    {
      ...base('word', 'Meaning to word', '意味 → 単語', 'Choose the English word for the meaning.', '意味に合う英単語を選びましょう。'),
      type: 'grammar_choice',
      items: entries.map((entry) => ({
        id: wordQuestionId(keyOf(entry), 'word'),
        screen_text: `${entry.meaning}（${POS_JA[entry.pos]}） → ___`,
        choose: options({ content: entry.word, correct: true }, distractors(entry, unit.words, (other) => other.word.toLowerCase()).map((other) => ({ content: other.word })), `${entry.word}|word`),
        explanation: `${entry.word} /${entry.ipa}/ は「${entry.meaning}」という意味です。例：${entry.example}（${entry.example_jp}）`,
      })),
    },
    ...(spellable.length > 0
      ? [
          {
            ...base('spelling', 'Spelling', 'つづり', 'Listen to the word and fill in the missing letters.', '単語を聞いて、抜けている文字を入れましょう。'),
            type: 'listen_fill_letters',
            items: spellable.map((entry) => ({
              id: wordQuestionId(keyOf(entry), 'spelling'),
              word: entry.word,
              mean: entry.meaning,
              filling_remain_letters: letterPattern(entry.word),
              extra_letters: seededShuffle(ALPHABET.filter((letter) => !entry.word.includes(letter)), `${entry.word}|extra`).slice(0, 2),
            })),
          },
        ]
      : []),
    {
      ...base('reading', 'Reading aloud', '発音', 'Listen to the word and say it aloud.', '単語を聞いて、声に出して読みましょう。'),
      type: 'word_reading',
      items: entries.map((entry) => ({ id: wordQuestionId(keyOf(entry), 'reading'), word: entry.word, ipa: `/${entry.ipa}/`, mean: entry.meaning })),
    },
  ];
  const check = {
    ...base('check', 'Check', '確認テスト', 'Read the word in its sentence and choose its meaning.', '例文の中の単語の意味を選びましょう。'),
    type: 'word_choice',
    items: entries.map((entry) => ({ id: wordQuestionId(keyOf(entry), 'check'), word: entry.word, ipa: `/${entry.ipa}/`, screen_text: entry.example, choose: meaningChoose(entry, `${entry.word}|check`) })),
  };
  return { training: sources.map((source) => exerciseResource.parse(source)), check: exerciseResource.parse(check) };
}

/** Sentences in one ear-listening set, about (a unit is split into equal sets). */
const EAR_SET_SIZE = 10;
const TOKEN = /[A-Za-z]+(?:[-'][A-Za-z]+)*/g;

/**
 * The words of an example to write down: the headword as the example says it (a phrase: its
 * first and last word), and with a single word, so a set trains the ear beyond the word just
 * learned, the longest other lower-case word of 6 letters or more: two blanks at most. Null when
 * the example does not show the headword.
 */
export function earBlanks(entry: Pick<WordEntry, 'word' | 'form' | 'example'>): { screen_text: string; answers: string[] } | null {
  const tokens = [...entry.example.matchAll(TOKEN)].map((match, position) => ({ text: match[0], from: match.index, position }));
  const parts = entry.word.toLowerCase().split(' ');
  // The content check's rule (content-schema-words.ts): the example shows the irregular form, or
  // the word's stem (a final e/y dropped from words over 4 letters); the exact word wins over a longer one.
  const head = parts[0]!;
  const first = entry.form?.toLowerCase() ?? (head.length <= 4 ? head : head.replace(/(e|y|ie)$/, ''));
  const exact = tokens.findIndex((token) => token.text.toLowerCase() === head);
  const start = exact >= 0 ? exact : tokens.findIndex((token) => token.text.toLowerCase().startsWith(first));
  if (start < 0) return null;
  // A phrase's last word where the example keeps the phrase together ("set up", not "set it up").
  const last = tokens[start + parts.length - 1];
  const end = parts.length > 1 && last?.text.toLowerCase().startsWith(parts.at(-1)!.slice(0, 3)) ? last.position : start;
  const other = tokens
    .filter((token) => start === end && token.position !== start && /^[a-z]{6,20}$/.test(token.text))
    .sort((a, b) => b.text.length - a.text.length || a.position - b.position)[0];
  const blanked = [...new Set([start, end, ...(other ? [other.position] : [])])].sort((a, b) => a - b).map((at) => tokens[at]!);
  let screen = '';
  let cursor = 0;
  blanked.forEach((token, at) => {
    screen += `${entry.example.slice(cursor, token.from)}{${at + 1}}`;
    cursor = token.from + token.text.length;
  });
  return { screen_text: screen + entry.example.slice(cursor), answers: blanked.map((token) => token.text) };
}

/** A unit's ear-listening sets: the examples in sets of EAR_SET_SIZE, each played from the example's audio. */
export function earListenSources(unit: UnitSource) {
  const entries = unit.words.flatMap((entry) => {
    const blanks = earBlanks(entry);
    return blanks ? [{ entry, blanks }] : [];
  });
  const parts = Math.ceil(entries.length / EAR_SET_SIZE);
  const size = Math.ceil(entries.length / parts);
  return Array.from({ length: parts }, (_, part) =>
    exerciseResource.parse({
      code: `${unit.code}-ear-${part + 1}`,
      title: `${unit.title_en}: Ear listening ${part + 1}`,
      title_jp: `${unit.title}：聞き取り ${part + 1}`,
      description: 'Listen to the sentence and type the missing words.',
      description_jp: '例文を聞いて、空欄に入る英単語を入力しましょう。',
      type: 'listen_fill_words',
      items: entries.slice(part * size, (part + 1) * size).map(({ entry, blanks }) => ({
        id: wordQuestionId(wordKey(entry.word, entry.pos), 'ear'),
        audio: [exampleLine(entry.example)],
        screen_text: blanks.screen_text,
        filling_answer: blanks.answers.map((answer) => [answer]),
        subtitle_translate: entry.example_jp,
      })),
    }),
  );
}

type UnitAudio = { word: Map<string, string>; example: Map<string, string> };

/** The unit's audio package: each word and each example, named by the word's key. */
async function writeUnitAudio(dataDir: string, unit: UnitSource, tts: TtsCache): Promise<UnitAudio> {
  const files = new Map<string, Buffer>();
  for (const entry of unit.words) {
    const key = wordKey(entry.word, entry.pos);
    files.set(`audio/${key}.mp3`, await tts.lines([wordLine(entry.word)]));
    files.set(`audio/${key}-example.mp3`, await tts.lines([exampleLine(entry.example)]));
  }
  const code = `words-${unit.code}`;
  const version = sha(JSON.stringify([...files].map(([name, bytes]) => [name, sha(bytes)]))).slice(0, 12);
  const folder = path.join(dataDir, 'resources', code, version);
  if (!fs.existsSync(path.join(folder, 'complete'))) {
    for (const [name, bytes] of files) writeAtomic(path.join(folder, name), bytes);
    writeAtomic(path.join(folder, 'complete'), version);
  }
  const url = (name: string) => `/resources/${code}/${version}/${name}`;
  const audio: UnitAudio = { word: new Map(), example: new Map() };
  for (const entry of unit.words) {
    const key = wordKey(entry.word, entry.pos);
    audio.word.set(key, url(`audio/${key}.mp3`));
    audio.example.set(key, url(`audio/${key}-example.mp3`));
  }
  return audio;
}

/** A generated package: the content build's index with every item's audio pointing at the word's audio (ear listening: the example's). */
function generatedPackage(dataDir: string, source: ReturnType<typeof exerciseResource.parse>, audio: UnitAudio, groupKey: string, position: number, level: string): ResourceInput {
  const { index } = packageIndex(source);
  const items = (index.items as Record<string, unknown>[]).map((item) => {
    if (item.audio_file === undefined) return item;
    const [key = '', kind] = String(item.question_id).slice(1).split('-');
    return { ...item, audio_file: (kind === 'ear' ? audio.example : audio.word).get(key) };
  });
  const written = writeIndexPackage(dataDir, source.code, { ...index, items });
  return {
    code: source.code,
    type: source.type,
    title: source.title_jp,
    version: written.version,
    package_path: written.packagePath,
    level,
    group_key: groupKey,
    position,
    items: itemKeysFromPackage(written.index),
  };
}

/** Every column of a word but its key, as an upsert sets them. */
const UPDATED_WORD_COLUMNS = ['unitId', 'position', 'word', 'pos', 'ipa', 'meaning', 'example', 'exampleJp', 'form', 'audioPath', 'exampleAudioPath'] as const;

export type WordLoadReport = { lists: number; units: number; words: number; resources: number };

/**
 * The lists a load asks for: "code" for a whole list, "code:N" for its first N units (the tests
 * and the e2e portal take a few business units: synthesising the whole list's audio on a fresh
 * clone is minutes). Every list is still read and checked.
 */
export function selectWordLists(all: WordListFile[], wanted: readonly string[] | undefined): WordListFile[] {
  if (!wanted) return all;
  const picks = wanted.map((entry) => {
    const [code = '', units] = entry.split(':');
    const list = all.find((candidate) => candidate.list === code);
    const limit = units === undefined ? undefined : Number(units);
    if (!list || (limit !== undefined && (!Number.isInteger(limit) || limit < 1))) throw new ContentError(`content/words: 単語リスト ${entry} はありません（code か code:ユニット数 で指定してください）`);
    return limit === undefined ? list : { ...list, units: list.units.slice(0, limit) };
  });
  // The lists' own order (word_lists.position), whatever order they were asked in.
  return all.flatMap((list) => picks.filter((pick) => pick.list === list.list));
}

/** Loads every word list with its audio and generated practice; safe to rerun (matched by code and key). */
export async function loadWordContent(
  db: Database,
  options: { dataDir: string; tts: TtsCache; contentDir?: string; log?: (line: string) => void; /** Only these lists ("code" or "code:N" units; selectWordLists); all when absent. */ lists?: readonly string[] },
): Promise<WordLoadReport> {
  const lists = selectWordLists(readWordLists(options.contentDir ?? WORDS_CONTENT_DIR), options.lists);
  const levels = new Map((await db.select({ id: eikenLevels.id, code: eikenLevels.code }).from(eikenLevels)).map((level) => [level.code, level.id]));
  const audio = new Map<string, UnitAudio>();
  const inputs: ResourceInput[] = [];
  for (const list of lists) {
    for (const unit of list.units) {
      const unitAudio = await writeUnitAudio(options.dataDir, unit, options.tts);
      audio.set(unit.code, unitAudio);
      const { training, checks } = unitPracticeSources(unit);
      training.forEach((source, position) => inputs.push(generatedPackage(options.dataDir, source, unitAudio, wordTrainingGroupKey(unit.code), position, list.list)));
      checks.forEach((source, position) => inputs.push(generatedPackage(options.dataDir, source, unitAudio, wordLearningGroupKey(unit.code), position, list.list)));
      if (EAR_LISTEN_LISTS.includes(list.list)) {
        earListenSources(unit).forEach((source, position) => inputs.push(generatedPackage(options.dataDir, source, unitAudio, earListenGroupKey(unit.code), position, list.list)));
      }
    }
  }
  await upsertResources(db, inputs);

  let wordCount = 0;
  let unitCount = 0;
  await db.transaction(async (tx) => {
    for (const [listPosition, list] of lists.entries()) {
      const listValues = { code: list.list, levelId: levels.get(list.list) ?? null, title: list.title, titleEn: list.title_en, description: list.description, position: listPosition };
      const [listRow] = await tx.insert(wordLists).values(listValues).onConflictDoUpdate({ target: wordLists.code, set: listValues }).returning({ id: wordLists.id });
      for (const [unitPosition, unit] of list.units.entries()) {
        const unitValues = {
          code: unit.code,
          listId: listRow!.id,
          title: unit.title,
          titleEn: unit.title_en,
          position: unitPosition,
          trainingGroupKey: wordTrainingGroupKey(unit.code),
          learningGroupKey: wordLearningGroupKey(unit.code),
        };
        const [unitRow] = await tx.insert(wordUnits).values(unitValues).onConflictDoUpdate({ target: wordUnits.code, set: unitValues }).returning({ id: wordUnits.id });
        unitCount++;
        const unitAudio = audio.get(unit.code)!;
        const rows = unit.words.map((entry, position) => {
          const key = wordKey(entry.word, entry.pos);
          return {
            key,
            unitId: unitRow!.id,
            position,
            word: entry.word,
            pos: entry.pos,
            ipa: entry.ipa,
            meaning: entry.meaning,
            example: entry.example,
            exampleJp: entry.example_jp,
            form: entry.form ?? null,
            audioPath: unitAudio.word.get(key)!,
            exampleAudioPath: unitAudio.example.get(key)!,
          };
        });
        const keys = rows.map((row) => row.key);
        // One statement per unit: a row per word, updated in place when it is there already.
        await tx
          .insert(words)
          .values(rows)
          .onConflictDoUpdate({ target: words.key, set: Object.fromEntries(UPDATED_WORD_COLUMNS.map((column) => [column, sql.raw(`excluded.${words[column].name}`)])) });
        wordCount += rows.length;
        // Words taken out of the unit in the content leave it here too.
        await tx.delete(words).where(and(eq(words.unitId, unitRow!.id), notInArray(words.key, keys)));
      }
    }
  });
  options.log?.(`words: ${lists.length} lists, ${unitCount} units, ${wordCount} words, ${inputs.length} generated practice resources`);
  return { lists: lists.length, units: unitCount, words: wordCount, resources: inputs.length };
}
