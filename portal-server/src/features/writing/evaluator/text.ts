// The evaluator's view of a text: words and sentences with their character offsets (UTF-16,
// end exclusive, like every mark), so a rule can mark exactly the characters it means.
import lemmatizer from 'wink-lemmatizer';

export type Token = { text: string; lower: string; start: number; end: number };
export type Sentence = { start: number; end: number; tokens: Token[] };

// Letters and digits with inner apostrophes (don't, friend's) and hyphens (four-day), the way
// shared-contract's countWords counts them, so word_count agrees with the form's counter.
const WORD = /[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g;

export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const tokens: Token[] = [];
  const slice = text.slice(from, to);
  for (const match of slice.matchAll(WORD)) {
    const start = from + (match.index ?? 0);
    tokens.push({ text: match[0], lower: match[0].toLowerCase().replace(/’/g, "'"), start, end: start + match[0].length });
  }
  return tokens;
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'e.g', 'i.e', 'etc', 'vs', 'a.m', 'p.m', 'no']);

/**
 * Sentences: a run of text up to . ! ? (with any closing quotes) followed by space or the end,
 * or up to a line break (a learner often leaves a line without its full stop; the line is still
 * a sentence of its own). Spans are trimmed of surrounding space.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    let from = start;
    let to = end;
    while (from < to && /\s/.test(text[from]!)) from++;
    while (to > from && /\s/.test(text[to - 1]!)) to--;
    if (to > from && /[A-Za-z0-9]/.test(text.slice(from, to))) sentences.push({ start: from, end: to, tokens: tokenize(text, from, to) });
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === '\n') {
      push(index);
      start = index + 1;
      continue;
    }
    if (character !== '.' && character !== '!' && character !== '?') continue;
    let end = index + 1;
    while (end < text.length && /[.!?"'”’)]/.test(text[end]!)) end++;
    if (end < text.length && !/\s/.test(text[end]!)) continue;
    if (character === '.') {
      const before = /([A-Za-z.]+)$/.exec(text.slice(start, index))?.[1]?.toLowerCase();
      if (before && ABBREVIATIONS.has(before)) continue;
    }
    push(end);
    start = end;
    index = end - 1;
  }
  push(text.length);
  return sentences;
}

/** The dictionary form a word most likely stands for: its verb base, else its noun singular. */
export function lemmaOf(lower: string): string {
  if (!/^[a-z]+$/.test(lower)) return lower;
  const verb = lemmatizer.verb(lower);
  if (verb !== lower) return verb;
  const noun = lemmatizer.noun(lower);
  if (noun !== lower) return noun;
  return lemmatizer.adjective(lower);
}

