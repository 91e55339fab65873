// Reads and checks the graded readers (content/ebook/): every book file against its schema, then
// what a schema cannot see: the file name is the code, the cover exists and is a plain SVG, the
// length fits the level, every gloss and vocabulary word is in the text.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../../lib/content-source';
import { ContentError, readYaml, yamlFiles } from '../textbook/content-build';
import { EBOOK_LEVELS, ebookFile, levelCheckFile, type EbookSource, type LevelCheckSource } from './content-schema';

export const EBOOK_CONTENT_DIR = path.join(CONTENT_DIR, 'ebook');
const LABEL = 'content/ebook';

export type EbookContent = { books: EbookSource[]; levelCheck: LevelCheckSource['questions'] };

/** Words of a text as a reader counts them (tokens with a letter or digit). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export const bookSentences = (book: EbookSource) => book.chapters.flatMap((chapter) => chapter.paragraphs.flat());
export const bookWordCount = (book: EbookSource) => bookSentences(book).reduce((sum, text) => sum + countWords(text), 0);

/** True when `phrase` occurs in `text` as whole words, ignoring case. */
export function containsWords(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu').test(text);
}

const SVG_FORBIDDEN = /<script|<foreignObject|\son[a-z]+\s*=|href\s*=\s*["'](?!#)|<image/i;

/** A cover we can serve as is: an SVG with a viewBox and nothing that runs or loads. */
export function coverProblem(svg: string): string | null {
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) return 'SVG ではありません（<svg で始めてください）';
  if (!/viewBox="[^"]+"/.test(svg)) return 'viewBox がありません';
  if (SVG_FORBIDDEN.test(svg)) return 'script・イベント属性・外部リンク・画像の埋め込みは使えません';
  if (svg.length > 60_000) return '60KB を超えています';
  return null;
}

function bookProblems(book: EbookSource, file: string, root: string): string[] {
  const problems: string[] = [];
  const where = `${LABEL}/books/${file}`;
  if (`${book.code}.yaml` !== file) problems.push(`${where}: code ${book.code} のファイル名は ${book.code}.yaml にしてください`);
  const coverFile = path.join(root, 'covers', `${book.code}.svg`);
  if (!fs.existsSync(coverFile)) problems.push(`${where}: 表紙 covers/${book.code}.svg がありません`);
  else {
    const problem = coverProblem(fs.readFileSync(coverFile, 'utf8'));
    if (problem) problems.push(`${LABEL}/covers/${book.code}.svg: ${problem}`);
  }
  const words = bookWordCount(book);
  const [min, max] = EBOOK_LEVELS[book.level - 1]!.words;
  if (words < min || words > max) problems.push(`${where}: レベル ${book.level} の本は ${min}〜${max} 語です（いまは ${words} 語）`);
  const text = bookSentences(book).join(' ');
  const glossed = new Set<string>();
  for (const gloss of book.glosses) {
    if (glossed.has(gloss.word)) problems.push(`${where}: グロス ${gloss.word} が重複しています`);
    glossed.add(gloss.word);
    if (![gloss.word, ...gloss.forms].some((form) => containsWords(text, form))) problems.push(`${where}: グロス ${gloss.word} が本文にありません（forms に本文の形を書いてください）`);
  }
  for (const item of book.exercises.vocabulary) {
    if (!glossed.has(item.word)) problems.push(`${where}: 語彙問題の ${item.word} はグロスにありません`);
    const forms = [item.word, ...(book.glosses.find((gloss) => gloss.word === item.word)?.forms ?? [])];
    if (!forms.some((form) => containsWords(item.example, form))) problems.push(`${where}: 語彙問題 ${item.word} の example にその語がありません`);
    if (new Set(item.choices_ja).size !== 4) problems.push(`${where}: 語彙問題 ${item.word} の選択肢が重複しています`);
  }
  for (const [index, item] of book.exercises.comprehension.entries()) {
    if (new Set(item.choices).size !== 4) problems.push(`${where}: 内容問題 ${index + 1} の選択肢が重複しています`);
  }
  return problems;
}

/** Reads every book and the level check; throws one ContentError listing every problem. */
export function readEbookContent(root = EBOOK_CONTENT_DIR): EbookContent {
  const problems: string[] = [];
  const books: EbookSource[] = [];
  for (const file of yamlFiles(path.join(root, 'books'))) {
    try {
      const book = readYaml(path.join(root, 'books', file), ebookFile, root, LABEL);
      problems.push(...bookProblems(book, file, root));
      books.push(book);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const codes = books.map((book) => book.code);
  const duplicate = codes.find((code, index) => codes.indexOf(code) !== index);
  if (duplicate) problems.push(`${LABEL}: 本のコード ${duplicate} が重複しています`);
  const levelCheck = levelCheckOf(root, problems);
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  books.sort((a, b) => a.level - b.level || a.code.localeCompare(b.code));
  return { books, levelCheck };
}

/** The level check's questions (level-check/level-<n>.yaml), their problems added to `problems`. */
function levelCheckOf(root: string, problems: string[]): LevelCheckSource['questions'] {
  const levelCheck: LevelCheckSource['questions'] = [];
  for (const file of yamlFiles(path.join(root, 'level-check'))) {
    try {
      const part = readYaml(path.join(root, 'level-check', file), levelCheckFile, root, LABEL);
      if (file !== `level-${part.level}.yaml`) problems.push(`${LABEL}/level-check/${file}: level ${part.level} のファイル名は level-${part.level}.yaml にしてください`);
      for (const question of part.questions) {
        if (question.level !== part.level) problems.push(`${LABEL}/level-check/${file}: ${question.id} の level がファイルのレベルと違います`);
        if (new Set(question.choices).size !== 4) problems.push(`${LABEL}/level-check/${file}: ${question.id} の選択肢が重複しています`);
      }
      levelCheck.push(...part.questions);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const ids = levelCheck.map((question) => question.id);
  const duplicateId = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicateId) problems.push(`${LABEL}/level-check: 問題ID ${duplicateId} が重複しています`);
  return levelCheck;
}

/** Only the level check (what the server reads at run time; the books are in the database). */
export function readLevelCheck(root = EBOOK_CONTENT_DIR): LevelCheckSource['questions'] {
  const problems: string[] = [];
  const questions = levelCheckOf(root, problems);
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return questions;
}
