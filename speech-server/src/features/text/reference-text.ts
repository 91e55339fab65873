import { ipaToArpabet, parseArpabet } from '../lexicon/ipa-to-arpabet';
import { lexiconKey } from '../lexicon/lexicon';
import { ErrorCode, SpeechError } from '../../lib/speech-error';

export interface ReferenceWord {
  index: number;
  /** The word as written in the text. */
  text: string;
  /** Lexicon key (lower case). */
  key: string;
  sentenceIndex: number;
}

export interface ReferenceSentence {
  index: number;
  text: string;
  startWord: number;
  endWord: number;
}

export interface ReferenceText {
  /** The text without markers and vocabulary. */
  text: string;
  words: ReferenceWord[];
  sentences: ReferenceSentence[];
  /** Pronunciations the item supplies ([vocabulary]), by lexicon key. */
  vocabulary: Map<string, string[]>;
}

const MARKER_LINE = /^\[(word|content|sentence|chapter)\]$/i;
const VOCABULARY_LINE = /^\[vocabulary\]$/i;
/** A written word: Latin letters or digits, with inner apostrophes, hyphens or dots (don't, well-known, U.S). */
const WORD = /[\p{Script=Latin}\p{N}]+(?:['’\-.][\p{Script=Latin}\p{N}]+)*/gu;
/** Candidate sentence breaks: end punctuation then space, or a line break. */
const SENTENCE_BREAK = /[.!?。！？]+["'”’)]*\s+|\n+/gu;
/** A full stop after these is an abbreviation, not a sentence end. */
const ABBREVIATION = /(?:\b(?:mr|mrs|ms|dr|st|prof|sr|jr|vs|etc|no|mt|e\.g|i\.e)|\b(?:[a-z]\.)*[a-z])\.["'”’)]*\s+$/i;

/** Splits at sentence ends, not at abbreviations such as "Mr." or "U.S.". */
function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    const end = (match.index ?? 0) + match[0].length;
    const isBreak = match[0].includes('\n') || !ABBREVIATION.test(text.slice(Math.max(start, end - 12), end));
    if (isBreak) {
      sentences.push(text.slice(start, end));
      start = end;
    }
  }
  sentences.push(text.slice(start));
  return sentences;
}

/** Splits a reference text (PROTOCOL.md, status 0 `text`) into sentences and words. */
export function parseReferenceText(raw: string): ReferenceText {
  const lines = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const textLines: string[] = [];
  const vocabulary = new Map<string, string[]>();
  let inVocabulary = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (MARKER_LINE.test(trimmed)) continue;
    if (VOCABULARY_LINE.test(trimmed)) {
      inVocabulary = true;
      continue;
    }
    if (inVocabulary) {
      if (trimmed) addVocabularyLine(vocabulary, trimmed);
    } else {
      textLines.push(line);
    }
  }
  const text = textLines.join('\n').trim();
  const words: ReferenceWord[] = [];
  const sentences: ReferenceSentence[] = [];
  for (const sentenceText of splitSentences(text)) {
    const found = sentenceText.match(WORD) ?? [];
    if (found.length === 0) continue;
    const sentenceIndex = sentences.length;
    const startWord = words.length;
    for (const word of found) words.push({ index: words.length, text: word, key: lexiconKey(word), sentenceIndex });
    sentences.push({ index: sentenceIndex, text: sentenceText.trim(), startWord, endWord: words.length - 1 });
  }
  return { text, words, sentences, vocabulary };
}

function addVocabularyLine(vocabulary: Map<string, string[]>, line: string): void {
  const [word, pronunciation, ...rest] = line.split('|');
  const key = lexiconKey(word ?? '');
  const spelled = (pronunciation ?? '').trim();
  if (!key || !spelled || rest.length > 0) {
    throw new SpeechError(ErrorCode.contentTooLong, `unreadable [vocabulary] line "${line.slice(0, 80)}": expected word|pronunciation`);
  }
  const looksLikeArpabet = /^[A-Za-z]{1,2}[0-2]?(\s+[A-Za-z]{1,2}[0-2]?)*$/.test(spelled);
  const phones = looksLikeArpabet ? (parseArpabet(spelled) ?? ipaToArpabet(spelled)) : ipaToArpabet(spelled);
  if (!phones) {
    throw new SpeechError(ErrorCode.contentTooLong, `unreadable pronunciation in [vocabulary] line "${line.slice(0, 80)}": use IPA or ARPAbet`);
  }
  vocabulary.set(key, phones);
}

/** Lower-case words without punctuation, for comparing what was said with an option or answer. */
export function normaliseForMatching(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => lexiconKey(word).replace(/\./g, ''));
}
