// Precision and recall of the evaluator's marks on its learner test set (test-set.yaml), shared
// by evaluator/precision.test.ts (which holds floors) and bench/writing.ts (which prints them).
// A mark is right when it overlaps an expected error's span; an expected error is found when a
// mark overlaps it. Kinds are reported but do not decide a match: a learner is helped by the
// mark at the right place even if we call a word-choice error grammar.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { evaluateWriting } from './evaluate';
import type { WritingMark } from './types';

const KIND = z.enum(['spelling', 'grammar', 'punctuation', 'style', 'word_choice']);
const testSetSchema = z.object({
  sentences: z.array(
    z.object({
      text: z.string().min(1),
      errors: z.array(z.object({ wrong: z.string().min(1), occurrence: z.number().int().positive().optional(), kind: KIND }).strict()).optional(),
    }).strict(),
  ),
}).strict();

export type ExpectedError = { start: number; end: number; kind: z.infer<typeof KIND>; wrong: string };
export type TestSentence = { text: string; errors: ExpectedError[] };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the n-th occurrence of `wrong` is in `text`, as whole words ("a" is the article, not the
 * a of "want"); throws when the test set names text that is not there.
 */
function spanOf(text: string, wrong: string, occurrence: number): { start: number; end: number } {
  const before = /^\w/.test(wrong) ? '(?<![\\w\'])' : '';
  const after = /\w$/.test(wrong) ? '(?![\\w\'])' : '';
  const found = [...text.matchAll(new RegExp(`${before}${escape(wrong)}${after}`, 'g'))][occurrence - 1];
  if (found?.index === undefined) throw new Error(`test-set.yaml: "${wrong}" (occurrence ${occurrence}) is not in "${text}"`);
  return { start: found.index, end: found.index + wrong.length };
}

export function loadTestSet(file = new URL('./test-set.yaml', import.meta.url)): TestSentence[] {
  const parsed = testSetSchema.parse(parse(readFileSync(file, 'utf8')));
  return parsed.sentences.map((sentence) => ({
    text: sentence.text,
    errors: (sentence.errors ?? []).map((error) => ({ ...spanOf(sentence.text, error.wrong, error.occurrence ?? 1), kind: error.kind, wrong: error.wrong })),
  }));
}

export type TestSetResult = {
  sentences: number;
  correctSentences: number;
  expectedErrors: number;
  marks: number;
  rightMarks: number;
  foundErrors: number;
  precision: number;
  recall: number;
  /** Marks on the sentences that have no error at all. */
  falseMarksOnCorrect: number;
  wrongMarks: { text: string; marked: string; comment: string }[];
  missed: { text: string; wrong: string }[];
};

const overlaps = (mark: WritingMark, error: ExpectedError) => mark.start < error.end && error.start < mark.end;

export async function measureTestSet(sentences = loadTestSet()): Promise<TestSetResult> {
  const result: TestSetResult = { sentences: sentences.length, correctSentences: 0, expectedErrors: 0, marks: 0, rightMarks: 0, foundErrors: 0, precision: 0, recall: 0, falseMarksOnCorrect: 0, wrongMarks: [], missed: [] };
  for (const sentence of sentences) {
    const { marks } = await evaluateWriting(sentence.text);
    if (sentence.errors.length === 0) {
      result.correctSentences++;
      result.falseMarksOnCorrect += marks.length;
    }
    result.expectedErrors += sentence.errors.length;
    result.marks += marks.length;
    for (const mark of marks) {
      if (sentence.errors.some((error) => overlaps(mark, error))) result.rightMarks++;
      else result.wrongMarks.push({ text: sentence.text, marked: sentence.text.slice(mark.start, mark.end), comment: mark.comment });
    }
    for (const error of sentence.errors) {
      if (marks.some((mark) => overlaps(mark, error))) result.foundErrors++;
      else result.missed.push({ text: sentence.text, wrong: error.wrong });
    }
  }
  result.precision = result.marks === 0 ? 1 : result.rightMarks / result.marks;
  result.recall = result.expectedErrors === 0 ? 1 : result.foundErrors / result.expectedErrors;
  return result;
}

// The portal's graded readers (content/ebook/books) are edited English written for this project:
// every mark the evaluator puts on them is a false mark. They hold what learners' essays hold
// too (names, Japanese words, dialogue), so their false-mark rate says how often a correct
// essay is marked. Only the text is read here; the ebook feature checks the rest of the files.
const bookText = z.object({ chapters: z.array(z.object({ paragraphs: z.array(z.array(z.string())) }).loose()) }).loose();
export const GRADED_READERS_DIR = new URL('../../../../content/ebook/books/', import.meta.url);

export type ProseResult = { books: number; words: number; falseMarks: number; perThousandWords: number; byKind: Record<string, number> };

export async function measureCorrectProse(): Promise<ProseResult> {
  const result: ProseResult = { books: 0, words: 0, falseMarks: 0, perThousandWords: 0, byKind: {} };
  for (const file of readdirSync(GRADED_READERS_DIR).filter((name) => name.endsWith('.yaml')).sort()) {
    const book = bookText.parse(parse(readFileSync(new URL(file, GRADED_READERS_DIR), 'utf8')));
    const text = book.chapters.flatMap((chapter) => chapter.paragraphs.map((paragraph) => paragraph.join(' '))).join('\n');
    const evaluation = await evaluateWriting(text);
    result.books++;
    result.words += evaluation.word_count;
    result.falseMarks += evaluation.marks.length;
    for (const item of evaluation.marks) result.byKind[item.kind] = (result.byKind[item.kind] ?? 0) + 1;
  }
  result.perThousandWords = result.words === 0 ? 0 : (1000 * result.falseMarks) / result.words;
  return result;
}
