// The exercise content build: reads and validates content/exercises/, turns every resource
// into the engine's practice resource (index.json, spec part 2 section 3), synthesises its
// audio through the TTS cache, and writes the static package
// DATA_DIR/resources/<code>/<version>/ (index.json plus media). The version is a hash of
// everything in the package, so a changed item gets a new folder and browsers never see a
// stale cached file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isSpokenTypeKey } from 'shared-contract';
import { parse } from 'yaml';
import type { z } from 'zod';
import {
  bookFile,
  homeworkFile,
  skillupFile,
  unitFile,
  type AudioLine,
  type ExerciseResourceSource,
  type GrammarResourceSource,
  type ResourceSource,
} from './content-schema';
import { spokenItemOut, spokenMedia, spokenResourceOut } from './content-build-spoken';
import { eikenFile, type EikenFile } from './content-schema-eiken';
import { examFile, type ExamFile } from './content-schema-exams';
import { aiCourseCodes, aiCourseExerciseFile, type AiCourseExerciseFile } from './content-schema-ai-course';
import { CEFR_CONTENT_LEVELS } from 'shared-contract';
import { cefrFile, cefrProblems, type CefrFile } from './content-schema-cefr';
import type { TtsCache } from './tts-cache';
import { precompress } from '../../lib/precompress';
import { readContent } from '../../lib/content-source';

export const EXERCISE_CONTENT_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'content', 'exercises');

type Json = Record<string, unknown>;

export type ContentBook = Omit<z.output<typeof bookFile>, 'units'> & { units: { file: string; data: z.output<typeof unitFile> }[] };
export type ExerciseContent = {
  books: ContentBook[];
  skillup: z.output<typeof skillupFile>[];
  homework: z.output<typeof homeworkFile>['homework'];
  /** Eiken preparation, one file per grade (eiken/<level>.yaml). */
  eiken: EikenFile[];
  /** CEFR can-do units and the placement test's bank, one file per level (cefr/<level>.yaml, A1-C1). */
  cefr: CefrFile[];
  /** TOEIC, Tokyo, college- and high-school-entrance content (exams/*.yaml, content-schema-exams.ts). */
  exams: ExamFile[];
  /** The AI course's review, consolidation and test resources, one file per course (ai-course/<course>.yaml). */
  aiCourse: AiCourseExerciseFile[];
};

export class ContentError extends Error {
  override readonly name = 'ContentError';
}

/** Reads and checks one content file; errors name it as `<label>/<path under root>`. */
export function readYaml<T>(file: string, schema: z.ZodType<T>, root: string, label = 'content/exercises'): T {
  const where = path.relative(root, file);
  let raw: unknown;
  try {
    raw = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${label}/${where}: YAML を読めません: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 12).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ContentError(`${label}/${where}: ${issues.join('; ')}`);
  }
  return result.data;
}

export const yamlFiles = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.yaml'))
        .sort()
    : [];

/** Every resource of the content with where it comes from. */
export function allResources(content: ExerciseContent): ResourceSource[] {
  return [
    ...content.books.flatMap((book) => book.units.flatMap((unit) => unit.data.resources)),
    ...content.skillup.flatMap((list) => list.resources),
    ...content.eiken.flatMap((grade) => [...grade.classes.flatMap((entry) => entry.resources), ...grade.challenge.sections.flatMap((section) => section.resources)]),
    ...content.cefr.flatMap((level) => level.units.flatMap((unit) => unit.sets.map((set) => set.resource))),
    ...content.exams.flatMap((file) => [...file.classes.flatMap((entry) => entry.resources), ...file.mock_tests.flatMap((test) => test.sections.flatMap((section) => section.resources))]),
    ...content.aiCourse.flatMap((file) => file.resources),
  ];
}

/** Reads and validates every file, then checks what spans files (codes, links, pictures). */
export function readExerciseContent(root = EXERCISE_CONTENT_DIR): ExerciseContent {
  const books = fs
    .readdirSync(path.join(root, 'textbooks'))
    .sort()
    .map((folder) => {
      const dir = path.join(root, 'textbooks', folder);
      const book = readYaml(path.join(dir, 'book.yaml'), bookFile, root);
      if (book.code !== folder) throw new ContentError(`content/exercises/textbooks/${folder}/book.yaml: code は フォルダ名 ${folder} と同じにしてください`);
      return { ...book, units: book.units.map((file) => ({ file, data: readYaml(path.join(dir, file), unitFile, root) })) };
    });
  const skillup = yamlFiles(path.join(root, 'skillup')).map((file) => readYaml(path.join(root, 'skillup', file), skillupFile, root));
  const homework = readYaml(path.join(root, 'homework.yaml'), homeworkFile, root).homework;
  const eiken = yamlFiles(path.join(root, 'eiken')).map((file) => {
    const grade = readYaml(path.join(root, 'eiken', file), eikenFile, root);
    if (`${grade.level}.yaml` !== file) throw new ContentError(`content/exercises/eiken/${file}: level ${grade.level} のファイル名は ${grade.level}.yaml にしてください`);
    return grade;
  });
  const cefr = yamlFiles(path.join(root, 'cefr')).map((file) => {
    const level = readYaml(path.join(root, 'cefr', file), cefrFile, root);
    if (`${level.level.toLowerCase()}.yaml` !== file) throw new ContentError(`content/exercises/cefr/${file}: level ${level.level} のファイル名は ${level.level.toLowerCase()}.yaml にしてください`);
    return level;
  });
  cefr.sort((a, b) => CEFR_CONTENT_LEVELS.indexOf(a.level) - CEFR_CONTENT_LEVELS.indexOf(b.level));
  const exams = yamlFiles(path.join(root, 'exams')).map((file) => readYaml(path.join(root, 'exams', file), examFile, root));
  const aiCourse = yamlFiles(path.join(root, 'ai-course')).map((file) => {
    const course = readYaml(path.join(root, 'ai-course', file), aiCourseExerciseFile, root);
    if (`${course.course}.yaml` !== file) throw new ContentError(`content/exercises/ai-course/${file}: course ${course.course} のファイル名は ${course.course}.yaml にしてください`);
    return course;
  });
  const content = { books, skillup, homework, eiken, cefr, exams, aiCourse };
  checkLinks(content, root);
  return content;
}

function checkLinks(content: ExerciseContent, root: string): void {
  const resources = allResources(content);
  const codes = new Map<string, ResourceSource>();
  const questionIds = new Set<string>();
  const problems: string[] = [];
  for (const resource of resources) {
    if (codes.has(resource.code)) problems.push(`教材コード ${resource.code} が重複しています`);
    codes.set(resource.code, resource);
    for (const id of resource.type === 'grammar_index' ? resource.sentences.items.map((entry) => entry.id) : resource.items.map((entry) => entry.id)) {
      if (questionIds.has(id)) problems.push(`問題ID ${id} が複数の教材で使われています`);
      questionIds.add(id);
    }
    for (const file of mediaOf(resource)) if (!fs.existsSync(path.join(root, 'media', file))) problems.push(`${resource.code}: 画像 media/${file} がありません`);
  }
  const unitCodes = content.books.flatMap((book) => book.units.map((unit) => unit.data.unit.code));
  for (const [position, code] of unitCodes.entries()) if (unitCodes.indexOf(code) !== position) problems.push(`ユニットのコード ${code} が重複しています`);
  for (const book of content.books) if (!fs.existsSync(path.join(root, 'media', book.cover))) problems.push(`${book.code}: 表紙 media/${book.cover} がありません`);
  problems.push(...eikenProblems(content.eiken, root, questionIds));
  problems.push(...examProblems(content.exams, content.eiken));
  problems.push(...cefrProblems(content.cefr));
  problems.push(...aiCourseFileProblems(content.aiCourse));
  for (const resource of resources) {
    if (resource.type !== 'grammar_index') continue;
    for (const training of resource.training) {
      const target = codes.get(training.resource);
      const wanted = training.training_type === 'choose' ? 'grammar_choice' : 'word_order_blank_fill';
      if (!target) problems.push(`${resource.code}: 練習の教材 ${training.resource} がありません`);
      else if (target.type !== wanted) problems.push(`${resource.code}: ${training.training_type} の練習は ${wanted} の教材にしてください（${training.resource} は ${target.type}）`);
    }
  }
  for (const entry of content.homework) {
    for (const code of entry.topics) {
      const target = codes.get(code);
      if (!target) problems.push(`宿題「${entry.title}」: 教材 ${code} がありません`);
      else if (target.type === 'grammar_index') problems.push(`宿題「${entry.title}」: 文法の解説 ${code} は課題にできません`);
    }
  }
  if (problems.length > 0) throw new ContentError(`content/exercises: ${problems.join('; ')}`);
}

/** What spans an Eiken file: directory, mock and card codes, card question ids and pictures. */
function eikenProblems(grades: EikenFile[], root: string, questionIds: Set<string>): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  const claim = (code: string) => {
    if (codes.has(code)) problems.push(`英検のコード ${code} が重複しています`);
    codes.add(code);
  };
  for (const grade of grades) {
    for (const entry of grade.classes) claim(entry.code);
    claim(grade.challenge.code);
    for (const card of grade.interviews) {
      claim(card.code);
      if (!fs.existsSync(path.join(root, 'media', card.picture))) problems.push(`${card.code}: 画像 media/${card.picture} がありません`);
      for (const question of card.questions) {
        if (questionIds.has(question.id)) problems.push(`問題ID ${question.id} が複数の教材で使われています`);
        questionIds.add(question.id);
      }
    }
  }
  return problems;
}

/** Directory and mock test codes are unique across the exam files and the Eiken grades (one table holds them). */
function examProblems(files: ExamFile[], grades: EikenFile[]): string[] {
  const problems: string[] = [];
  const codes = new Set(grades.flatMap((grade) => [...grade.classes.map((entry) => entry.code), grade.challenge.code]));
  for (const file of files) {
    for (const code of [...file.classes.map((entry) => entry.code), ...file.mock_tests.map((test) => test.code)]) {
      if (codes.has(code)) problems.push(`試験のコード ${code} が重複しています`);
      codes.add(code);
    }
  }
  return problems;
}

/**
 * Each AI course resource file belongs to a course of content/ai-course/courses.yaml. Whether
 * every lesson finds its resources is checked with the lessons (aiCourseLinkProblems).
 */
function aiCourseFileProblems(files: AiCourseExerciseFile[]): string[] {
  if (files.length === 0) return [];
  const courses = new Set(readContent('ai-course/courses.yaml', aiCourseCodes).courses.map((course) => course.code));
  return files.filter((file) => !courses.has(file.course)).map((file) => `ai-course/${file.course}.yaml: コース ${file.course} が content/ai-course/courses.yaml にありません`);
}

/** Pictures a resource uses (media/ file names). */
export function mediaOf(resource: ResourceSource): string[] {
  if (resource.type === 'grammar_index') return resource.introduce.picture ? [resource.introduce.picture] : [];
  const files = new Set<string>();
  for (const entry of resource.items as Json[]) {
    for (const field of ['screen_pic', 'explanation_image', 'result_tips_pic']) if (typeof entry[field] === 'string') files.add(entry[field] as string);
    const options = [...((entry.answers as Json[] | undefined) ?? []), ...((entry.choose as Json[] | undefined) ?? [])];
    for (const option of options) if (option.type === 'image') files.add(String(option.content));
    for (const question of (entry.questions as Json[] | undefined) ?? []) {
      if (typeof question.screen_pic === 'string') files.add(question.screen_pic);
      for (const option of (question.answers as Json[]) ?? []) if (option.type === 'image') files.add(String(option.content));
    }
  }
  for (const file of spokenMedia(resource as Json)) files.add(file);
  return [...files].sort();
}

// ---------------------------------------------------------------------------------------------
// Source to index.json

/** A deterministic shuffle (seeded by the item id), so rebuilding never changes a package. */
export function seededShuffle<T>(values: readonly T[], seed: string): T[] {
  let state = Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16);
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  // A shuffle that happens to keep the answer order would give the answer away.
  if (copy.length > 1 && copy.every((value, position) => value === values[position])) copy.push(copy.shift() as T);
  return copy;
}

const media = (file: string | undefined) => (file ? `media/${file}` : undefined);

const optionsOut = (options: { content: string; type: 'text' | 'image'; correct: boolean }[]) =>
  options.map((option, position) => ({ index: position + 1, content: option.type === 'image' ? `media/${option.content}` : option.content, type: option.type, correct: option.correct ? 1 : 0 }));

const transcript = (lines: readonly AudioLine[] | undefined) => (lines && lines.length > 0 ? lines.map((line) => line.text).join('\n') : undefined);

/** Drops undefined fields so index.json stays small and stable. */
function compact<T extends Json>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** The audio each item needs, by file name in the package. */
export type AudioPlan = Map<string, AudioLine[]>;

/**
 * A line as the voice should say it: option letters written "(A)" (TOEIC statements and
 * responses) are read as the letter's name ("A."); espeak-ng reads "(A)" as the article "a".
 */
export const speakable = (line: AudioLine): AudioLine => (/\([A-D]\)/.test(line.text) ? { ...line, text: line.text.replace(/\(([A-D])\)\s*/g, '$1. ') } : line);

const spokenWord = (word: string): AudioLine[] => [{ voice: 'en-us', text: word, speed: 40 }];

function itemOut(resource: ExerciseResourceSource, source: Json, position: number, audio: AudioPlan): Json {
  const id = String(source.id);
  const spoken = (source.audio as AudioLine[] | undefined) ?? (resource.type === 'word_choice' || resource.type === 'listen_fill_letters' ? spokenWord(String(source.word)) : undefined);
  // Parts the real test plays twice (the common test's first two) get their recording twice in one file.
  const lines = spoken && resource.play_twice ? [...spoken, ...spoken] : spoken;
  let audioFile: string | undefined;
  if (lines) {
    audioFile = `audio/${id}.mp3`;
    audio.set(audioFile, lines.map(speakable));
  }
  const base = compact({
    index: position + 1,
    question_id: id,
    instruction: source.instruction,
    instruction_jp: source.instruction_jp,
    screen_title: source.screen_title,
    screen_title_jp: source.screen_title_jp,
    screen_text: source.screen_text,
    screen_text_jp: source.screen_text_jp,
    screen_pic: media(source.screen_pic as string | undefined),
    audio_file: audioFile,
    content: source.content,
    content_jp: source.content_jp,
    explanation: source.explanation,
    explanation_image: media(source.explanation_image as string | undefined),
    hint: source.hint,
    hint_jp: source.hint_jp,
    subtitle_original: resource.type === 'word_choice' || resource.type === 'listen_fill_letters' ? undefined : transcript(source.audio as AudioLine[] | undefined),
    subtitle_translate: source.subtitle_translate,
    samples: source.samples,
    result_tips_pic: media(source.result_tips_pic as string | undefined),
  });
  switch (resource.type) {
    case 'listen_choice':
      return { ...base, answers: optionsOut(source.answers as never) };
    case 'grammar_choice':
      return { ...base, choose: optionsOut(source.choose as never) };
    case 'word_choice':
      return compact({ ...base, word: source.word, ipa: source.ipa, choose: optionsOut(source.choose as never) });
    case 'listen_mock':
    case 'cloze_test':
    case 'reading_comprehension':
      return {
        ...base,
        questions: (source.questions as Json[]).map((question, at) =>
          compact({ index: at + 1, screen_text: question.screen_text, screen_jp: question.screen_jp, screen_pic: media(question.screen_pic as string | undefined), explanation: question.explanation, answers: optionsOut(question.answers as never) }),
        ),
      };
    case 'sentence_sorting': {
      const answer = source.answer as string[];
      const tiles = seededShuffle(answer, id);
      return { ...base, answer, choose: tiles.map((content, at) => ({ index: at + 1, content, correct: 0 })) };
    }
    case 'word_order_blank_fill': {
      const answer = source.answer as string[];
      const startsSentence = /^\s*\{1\}/.test(String(source.screen_text));
      const tileOf = (word: string, at: number) => (at === 0 && startsSentence && !source.proper_first ? word.charAt(0).toLowerCase() + word.slice(1) : word);
      const tiles = seededShuffle(answer.map(tileOf), id);
      return { ...base, answer, choose: tiles.map((content, at) => ({ index: at + 1, content, correct: 0 })) };
    }
    case 'listen_fill_words':
    case 'translate_fill_words':
    case 'fill_blanks_writing':
      return { ...base, filling_answer: source.filling_answer };
    case 'listen_fill_letters': {
      const word = String(source.word);
      const pattern = String(source.filling_remain_letters);
      const missing = pattern.split('').flatMap((char, at) => (char === '_' ? [word[at] as string] : []));
      return { ...base, word, mean: source.mean, filling_remain_letters: pattern, filling_answer_letters: seededShuffle([...missing, ...(source.extra_letters as string[])], id) };
    }
    case 'ja_to_en_writing': {
      const answer = source.answer as string[];
      return { ...base, answer, samples: (source.samples as Json[] | undefined) ?? [{ content: answer[0] }] };
    }
    default:
      // The spoken types of issue 7 (content-build-spoken.ts).
      return spokenItemOut(resource.type, base, source, audio);
  }
}

function exerciseIndex(resource: ExerciseResourceSource, audio: AudioPlan): Json {
  let tipsAudio: string | undefined;
  const items = resource.items.map((entry, position) => itemOut(resource, entry as Json, position, audio));
  if (resource.tips_audio) {
    tipsAudio = 'audio/tips.mp3';
    audio.set(tipsAudio, resource.tips_audio);
  }
  return compact({
    res_code: resource.code,
    res_type: resource.type,
    part_title: resource.title,
    part_title_jp: resource.title_jp,
    question_description: resource.description,
    question_description_jp: resource.description_jp,
    option_random: resource.option_random,
    multiple_choice: resource.multiple_choice,
    tips_audio_file: tipsAudio,
    ...(isSpokenTypeKey(resource.type) ? spokenResourceOut(resource as Json, items, audio) : {}),
    items,
  });
}


function grammarIndex(resource: GrammarResourceSource, audio: AudioPlan): Json {
  const sentences = resource.sentences.items.map((sentence) => {
    const file = `audio/${sentence.id}.mp3`;
    audio.set(file, [{ voice: sentence.voice, text: sentence.en, speed: 45 }]);
    return { question_id: sentence.id, en: sentence.en, jp: sentence.jp, audio_file: file };
  });
  return {
    res_code: resource.code,
    res_type: 'grammar_index',
    part_title: resource.title,
    part_title_jp: resource.title_jp,
    question_description: resource.description,
    question_description_jp: resource.description_jp,
    items: [
      compact({ type: 'introduce', tab_name: resource.introduce.tab_name, content_jp: resource.introduce.content_jp, picture: media(resource.introduce.picture) }),
      { type: 'sentence', tab_name: resource.sentences.tab_name, sentences },
      ...resource.training.map((training) => ({ type: 'training', tab_name: training.tab_name, training_type: training.training_type, path: training.resource })),
    ],
  };
}

/**
 * The package index of a resource and the audio it needs. `itemSkills` (question id -> skill)
 * writes into each item the skill it measures where the content states one (the AI course), so
 * whoever scores a run reads it from the package beside the item instead of guessing from its type.
 */
export function packageIndex(resource: ResourceSource, itemSkills: Readonly<Record<string, string>> = {}): { index: Json; audio: AudioPlan } {
  const audio: AudioPlan = new Map();
  const index = resource.type === 'grammar_index' ? grammarIndex(resource, audio) : exerciseIndex(resource, audio);
  const items = index.items as Json[];
  if (resource.type !== 'grammar_index' && items.some((item) => itemSkills[String(item.question_id)])) {
    index.items = items.map((item) => compact({ ...item, skill: itemSkills[String(item.question_id)] }));
  }
  return { index, audio };
}

// ---------------------------------------------------------------------------------------------
// Writing packages

export type BuiltPackage = {
  code: string;
  type: string;
  title: string;
  version: string;
  /** /resources/<code>/<version>/ */
  packagePath: string;
  index: Json;
};

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes a file atomically (a stopped build never leaves half a file). */
function writeAtomic(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/**
 * Builds one resource's package under dataDir/resources/<code>/<version>/ and returns where
 * it is. A folder that already holds this version is left as it is.
 */
export async function buildPackage(resource: ResourceSource, options: { dataDir: string; contentDir: string; tts: TtsCache; itemSkills?: Readonly<Record<string, string>> }): Promise<BuiltPackage> {
  const { index, audio } = packageIndex(resource, options.itemSkills);
  const files = new Map<string, Buffer>();
  for (const [file, lines] of audio) files.set(file, await options.tts.lines(lines));
  for (const file of mediaOf(resource)) files.set(`media/${file}`, fs.readFileSync(path.join(options.contentDir, 'media', file)));
  const fingerprint = sha(JSON.stringify([index, [...files].map(([name, bytes]) => [name, sha(bytes)]).sort()]));
  const version = fingerprint.slice(0, 12);
  const folder = path.join(options.dataDir, 'resources', resource.code, version);
  const indexJson = `${JSON.stringify({ ...index, res_version: version }, null, 1)}\n`;
  if (!fs.existsSync(path.join(folder, 'index.json'))) {
    for (const [name, bytes] of files) writeAtomic(path.join(folder, name), bytes);
    // Its compressed copies next, for browsers that take them (/resources serves them precompressed).
    for (const variant of precompress(indexJson)) writeAtomic(path.join(folder, `index.json${variant.suffix}`), variant.bytes);
    // index.json last: a folder with an index is complete.
    writeAtomic(path.join(folder, 'index.json'), indexJson);
  }
  return { code: resource.code, type: resource.type, title: resource.title_jp, version, packagePath: `/resources/${resource.code}/${version}/`, index: { ...index, res_version: version } };
}

/** Textbook covers as one small package (/resources/textbook-covers/<version>/). */
export function buildCovers(content: ExerciseContent, options: { dataDir: string; contentDir: string }): Map<string, string> {
  const covers = [...new Set(content.books.map((book) => book.cover))].sort();
  const bytes = covers.map((file) => [file, fs.readFileSync(path.join(options.contentDir, 'media', file))] as const);
  const version = sha(JSON.stringify(bytes.map(([file, data]) => [file, sha(data)]))).slice(0, 12);
  const folder = path.join(options.dataDir, 'resources', 'textbook-covers', version);
  for (const [file, data] of bytes) if (!fs.existsSync(path.join(folder, file))) writeAtomic(path.join(folder, file), data);
  return new Map(covers.map((file) => [file, `/resources/textbook-covers/${version}/${file}`]));
}
