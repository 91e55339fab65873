import type { Gloss, ReadingBook, ReadingChapter, ReadingSentence } from '../api/get-reading';

/** A place in the book: a chapter and a sentence of it. */
export type Place = { chapter: number; sentence: number };

export type Token = { text: string; word: boolean };

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

/** A sentence cut into words (letters, with inner apostrophes: don't, Tom's) and what lies between them. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) tokens.push({ text: text.slice(last, match.index), word: false });
    tokens.push({ text: match[0], word: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), word: false });
  return tokens;
}

/** The glosses by every form of their word, lower case. */
export function glossIndex(glosses: readonly Gloss[]): Map<string, Gloss> {
  const index = new Map<string, Gloss>();
  for (const gloss of glosses) for (const form of [gloss.word, ...gloss.forms]) index.set(form.toLowerCase().replace(/’/g, "'"), gloss);
  return index;
}

export const glossFor = (index: Map<string, Gloss>, word: string) => index.get(word.toLowerCase().replace(/’/g, "'"));

export const sentencesOf = (chapter: ReadingChapter | undefined): ReadingSentence[] => chapter?.paragraphs.flat() ?? [];

export const chapterAt = (book: ReadingBook, index: number) => book.chapters.find((chapter) => chapter.chapter_index === index);

export const sentenceAt = (book: ReadingBook, place: Place) => sentencesOf(chapterAt(book, place.chapter)).find((sentence) => sentence.sentence_index === place.sentence);

/** The saved position when it is still in the book, else the first sentence. */
export function startPlace(book: ReadingBook): Place {
  const saved = book.position;
  if (saved && sentenceAt(book, { chapter: saved.chapter_index, sentence: saved.sentence_index })) return { chapter: saved.chapter_index, sentence: saved.sentence_index };
  const first = book.chapters[0];
  return { chapter: first?.chapter_index ?? 0, sentence: sentencesOf(first)[0]?.sentence_index ?? 0 };
}

/** The sentence after `place`: in its chapter, or (`acrossChapters`) the first of the next chapter; null at the end. */
export function nextPlace(book: ReadingBook, place: Place, acrossChapters: boolean): Place | null {
  const sentences = sentencesOf(chapterAt(book, place.chapter));
  const position = sentences.findIndex((sentence) => sentence.sentence_index === place.sentence);
  const next = sentences[position + 1];
  if (next) return { chapter: place.chapter, sentence: next.sentence_index };
  if (!acrossChapters) return null;
  return firstOfNextChapter(book, place.chapter);
}

export function firstOfNextChapter(book: ReadingBook, chapter: number): Place | null {
  const position = book.chapters.findIndex((candidate) => candidate.chapter_index === chapter);
  const following = book.chapters[position + 1];
  const first = sentencesOf(following)[0];
  return following && first ? { chapter: following.chapter_index, sentence: first.sentence_index } : null;
}

/** Whether `place` is the book's last sentence. */
export const isLastSentence = (book: ReadingBook, place: Place) => nextPlace(book, place, true) === null;

/** Words of the chapter's sentences from `from` up to (not including) `to`, by sentence index. */
export function sentencesBetween(chapter: ReadingChapter | undefined, from: number, to: number): ReadingSentence[] {
  return sentencesOf(chapter).filter((sentence) => sentence.sentence_index >= from && sentence.sentence_index < to);
}
