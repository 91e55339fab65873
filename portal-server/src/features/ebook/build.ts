// Builds the graded readers: each book's package (/resources/ebook-<code>/<version>/: the cover
// and one MP3 per sentence, synthesised once through the TTS cache), its three exercise
// resources (comprehension, vocabulary, ordering: ordinary engine packages), and its row with
// the whole text, each sentence's audio file and duration (the reader highlights a sentence
// while its file plays, so the timings are the files' lengths). Matched by code: rerunning it
// changes only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ebooks, type EbookChapter } from '../../db/tables/ebook';
import { inPool } from '../../lib/in-pool';
import { itemKeysFromPackage } from '../resources/package-keys';
import { upsertResources, type ResourceInput } from '../resources/service';
import { buildPackage, type BuiltPackage } from '../textbook/content-build';
import { sha, writeAtomic } from '../textbook/content-package';
import { exerciseResource, type AudioLine } from '../textbook/content-schema';
import type { TtsCache } from '../textbook/tts-cache';
import { inspectMp3 } from '../uploads/mp3';
import { countWords, EBOOK_CONTENT_DIR, readEbookContent } from './content';
import type { EbookSource } from './content-schema';

export const ebookGroupKey = (code: string) => `ebook:${code}`;
export const EBOOK_GROUP_PREFIX = 'ebook:';
/** Narration speed (speech-server 0..100; 45 is about 140 words per minute, the graded-reader pace). */
const NARRATION_SPEED = 42;
/** Sentences synthesised at once: speech-server queues what its helpers cannot take. */
const SYNTHESIS_CONCURRENCY = 4;

export type EbookBuildOptions = { dataDir: string; tts: TtsCache; contentDir?: string; codes?: string[]; log?: (line: string) => void };

/** The book's engine resources, in the exercise content's source format (checked by its schema). */
export function exerciseSources(book: EbookSource) {
  const { exercises } = book;
  const prefix = `ebook-${book.code}`;
  const raw = [
    {
      code: `${prefix}-comprehension`,
      type: 'reading_comprehension',
      title: `${book.title}: Comprehension`,
      title_jp: `${book.title_ja}：内容の理解`,
      description: 'Read the retelling and answer the questions about the book.',
      description_jp: '本のあらすじを読んで、内容についての問題に答えましょう。',
      items: [
        {
          id: `${prefix}-c`,
          content: exercises.recap,
          content_jp: exercises.recap_ja,
          questions: exercises.comprehension.map((question) => ({
            screen_text: question.question,
            screen_jp: question.question_ja,
            answers: question.choices.map((content, index) => ({ content, correct: index === 0 })),
            explanation: question.explanation_ja,
          })),
        },
      ],
    },
    {
      code: `${prefix}-vocabulary`,
      type: 'word_choice',
      title: `${book.title}: Words`,
      title_jp: `${book.title_ja}：ことば`,
      description: 'Choose the meaning of each word from the book.',
      description_jp: '本に出てきた単語の意味を選びましょう。',
      items: exercises.vocabulary.map((item, index) => ({
        id: `${prefix}-v${index + 1}`,
        word: item.word,
        screen_text: item.example,
        choose: item.choices_ja.map((content, choice) => ({ content, correct: choice === 0 })),
        ...(item.explanation_ja ? { explanation: item.explanation_ja } : {}),
      })),
    },
    {
      code: `${prefix}-ordering`,
      type: 'sentence_sorting',
      title: `${book.title}: Story order`,
      title_jp: `${book.title_ja}：できごとの順番`,
      description: 'Put the events of the book in order.',
      description_jp: '本のできごとを起きた順に並べかえましょう。',
      option_random: 0,
      items: exercises.ordering.map((item, index) => ({
        id: `${prefix}-o${index + 1}`,
        screen_text: item.events.map((_, blank) => `{${blank + 1}}`).join(' '),
        screen_text_jp: item.instruction_ja,
        answer: item.events,
      })),
    },
  ];
  return raw.map((resource) => {
    const parsed = exerciseResource.safeParse(resource);
    if (!parsed.success) throw new Error(`content/ebook/books/${book.code}.yaml exercises: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    return parsed.data;
  });
}

type BuiltBook = { packagePath: string; chapters: EbookChapter[]; wordCount: number; sentenceCount: number };

/** Writes the book's package (cover, sentence audio) and returns its text with audio names and durations. */
async function buildBook(book: EbookSource, options: EbookBuildOptions & { contentDir: string }): Promise<BuiltBook> {
  const sentences = book.chapters.flatMap((chapter, chapterIndex) => chapter.paragraphs.flat().map((text, sentenceIndex) => ({ text, chapterIndex, sentenceIndex })));
  const audio = await inPool(sentences, SYNTHESIS_CONCURRENCY, async ({ text }) => {
    const line: AudioLine = { voice: book.voice, text, speed: NARRATION_SPEED };
    return options.tts.line(line);
  });
  const cover = fs.readFileSync(path.join(options.contentDir, 'covers', `${book.code}.svg`));
  const files = new Map<string, Buffer>([['cover.svg', cover]]);
  sentences.forEach((sentence, index) => files.set(`audio/${sentence.chapterIndex + 1}-${sentence.sentenceIndex + 1}.mp3`, audio[index]!));
  const version = sha(JSON.stringify([book.chapters, [...files].map(([name, bytes]) => [name, sha(bytes)])])).slice(0, 12);
  const code = `ebook-${book.code}`;
  const folder = path.join(options.dataDir, 'resources', code, version);
  if (!fs.existsSync(path.join(folder, 'cover.svg'))) {
    for (const [name, bytes] of [...files].reverse()) writeAtomic(path.join(folder, name), bytes);
  }
  let next = 0;
  const chapters = book.chapters.map((chapter, chapterIndex) => {
    let sentenceIndex = 0;
    const paragraphs = chapter.paragraphs.map((paragraph) =>
      paragraph.map((text) => {
        const bytes = audio[next++]!;
        sentenceIndex += 1;
        return { text, words: countWords(text), audio: `audio/${chapterIndex + 1}-${sentenceIndex}.mp3`, duration_ms: Math.round(inspectMp3(bytes)?.durationMs ?? 0) };
      }),
    );
    return { title: chapter.title, title_ja: chapter.title_ja, word_count: paragraphs.flat().reduce((sum, sentence) => sum + sentence.words, 0), paragraphs };
  });
  return { packagePath: `/resources/${code}/${version}/`, chapters, wordCount: chapters.reduce((sum, chapter) => sum + chapter.word_count, 0), sentenceCount: sentences.length };
}

function registryInput(built: BuiltPackage, book: EbookSource, position: number): ResourceInput {
  return { code: built.code, type: built.type, title: built.title, version: built.version, package_path: built.packagePath, level: `ebook-${book.level}`, group_key: ebookGroupKey(book.code), position, items: itemKeysFromPackage(built.index) };
}

/** Builds and loads every book (or only `codes`); books gone from the content are kept but hidden. */
export async function loadEbooks(db: Database, options: EbookBuildOptions): Promise<number> {
  const contentDir = options.contentDir ?? EBOOK_CONTENT_DIR;
  const all = readEbookContent(contentDir).books;
  const books = options.codes ? all.filter((book) => options.codes!.includes(book.code)) : all;
  const inputs: ResourceInput[] = [];
  const rows: (typeof ebooks.$inferInsert)[] = [];
  for (const book of books) {
    const built = await buildBook(book, { ...options, contentDir });
    const exercisePackages = [];
    for (const source of exerciseSources(book)) exercisePackages.push(await buildPackage(source, { dataDir: options.dataDir, contentDir, tts: options.tts }));
    exercisePackages.forEach((pkg, position) => inputs.push(registryInput(pkg, book, position)));
    rows.push({
      code: book.code,
      title: book.title,
      titleJa: book.title_ja,
      level: book.level,
      genre: book.genre,
      genreJa: book.genre === 'fiction' ? '物語' : 'ノンフィクション',
      topicJa: book.topic_ja,
      wordCount: built.wordCount,
      sentenceCount: built.sentenceCount,
      summaryJa: book.summary_ja,
      firstLine: book.chapters[0]!.paragraphs[0]![0]!,
      voice: book.voice,
      packagePath: built.packagePath,
      chapters: built.chapters,
      glosses: book.glosses.map((gloss) => ({ word: gloss.word, forms: gloss.forms, ja: gloss.ja })),
      exerciseGroup: ebookGroupKey(book.code),
      active: true,
      sort: all.indexOf(book),
    });
  }
  await upsertResources(db, inputs);
  await db.transaction(async (tx) => {
    for (const row of rows) await tx.insert(ebooks).values(row).onConflictDoUpdate({ target: ebooks.code, set: row });
    const codes = all.map((book) => book.code);
    await tx.update(ebooks).set({ active: false }).where(notInArray(ebooks.code, codes));
  });
  options.log?.(`ebooks: ${rows.length} books, ${rows.reduce((sum, row) => sum + row.wordCount, 0)} words, ${inputs.length} exercise sets`);
  return rows.length;
}
