import type { Gloss, ReadingBook, ReadingChapter, ReadingSentence } from '../../books/api/get-reading';

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

/** A word as glosses are keyed: lower case, straight apostrophes. */
const normalise = (word: string) => word.toLowerCase().replace(/’/g, "'");

/** A gloss form's words ("lost and found", "well-known": its words; what is not a letter at their edges is left out). */
const formWords = (form: string) =>
  normalise(form)
    .split(/[\s-]+/)
    .map((word) => word.replace(/^[^a-z]+|[^a-z]+$/g, ''))
    .filter(Boolean);

/** The glosses by every form of their word or phrase (its words, lower case, joined by one space), and the most words a form has. */
export type GlossIndex = { forms: Map<string, Gloss>; longest: number };

export function glossIndex(glosses: readonly Gloss[]): GlossIndex {
  const forms = new Map<string, Gloss>();
  let longest = 1;
  for (const gloss of glosses) {
    for (const form of [gloss.word, ...gloss.forms]) {
      const words = formWords(form);
      if (words.length === 0) continue;
      forms.set(words.join(' '), gloss);
      longest = Math.max(longest, words.length);
    }
  }
  return { forms, longest };
}

/** The gloss of one word (any of its forms), if it has one. */
export const glossFor = (index: GlossIndex, word: string) => index.forms.get(normalise(word));

/**
 * A sentence as the reader shows it: the text between words; a word (with its gloss, if any); or a
 * glossed phrase, its words and what lies between them (spaces, punctuation) under one gloss.
 */
export type Piece = { kind: 'text'; text: string } | { kind: 'word'; text: string; gloss: Gloss | undefined } | { kind: 'phrase'; gloss: Gloss; tokens: Token[] };

/**
 * Cuts a sentence into pieces, matching glosses from left to right, the longest first: a phrase
 * gloss ("lost and found") matches when its words follow each other in the sentence, whatever the
 * case and whatever punctuation lies between them ("Lost-and-found", "take, off"). Without an
 * index (glosses off) every word is plain.
 */
export function glossSentence(text: string, index: GlossIndex | null): Piece[] {
  const tokens = tokenize(text);
  const words = tokens.flatMap((token, position) => (token.word ? [{ key: normalise(token.text), position }] : []));
  /** The longest gloss form made of the words from `start` on. */
  const matchAt = (start: number) => {
    if (!index) return null;
    for (let count = Math.min(index.longest, words.length - start); count >= 1; count -= 1) {
      const run = words.slice(start, start + count);
      const gloss = index.forms.get(run.map((word) => word.key).join(' '));
      if (gloss) return { gloss, count, first: run[0]!.position, last: run[count - 1]!.position };
    }
    return null;
  };
  const pieces: Piece[] = [];
  let done = 0;
  const plainUpTo = (end: number) => {
    for (const token of tokens.slice(done, end)) pieces.push(token.word ? { kind: 'word', text: token.text, gloss: undefined } : { kind: 'text', text: token.text });
    done = Math.max(done, end);
  };
  for (let word = 0; word < words.length; ) {
    const match = matchAt(word);
    if (!match) {
      word += 1;
      continue;
    }
    plainUpTo(match.first);
    pieces.push(match.count === 1 ? { kind: 'word', text: tokens[match.first]!.text, gloss: match.gloss } : { kind: 'phrase', gloss: match.gloss, tokens: tokens.slice(match.first, match.last + 1) });
    done = match.last + 1;
    word += match.count;
  }
  plainUpTo(tokens.length);
  return pieces;
}

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
