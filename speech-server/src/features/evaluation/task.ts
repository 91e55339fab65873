import type { DecoderName } from '../engine/helper-process';
import type { Lexicon } from '../lexicon/lexicon';
import type { EvaluateStartFrame } from '../protocol/frames';
import { ErrorCode, SpeechError } from '../../lib/speech-error';
import { parseReferenceText, type ReferenceText, type ReferenceWord } from '../text/reference-text';
import { CATEGORY_RULES, audioLimitMs, isCategory, type Category } from './categories';
import { choiceGrammar, readingGrammar, type GrammarWord } from './grammar';

/** A reference text with the pronunciations the aligner will use for each word. */
export interface PronouncedText extends ReferenceText {
  /** Pronunciations of `words[i]`, main first. */
  phones: string[][][];
}

/** Everything an evaluation needs once status 0 is accepted. */
export interface EvaluationTask {
  category: Category;
  resourceId?: string;
  questionId?: string;
  maxAudioMs: number;
  tracking: { enabled: boolean; type: 1 | 2; intervalMs: number };
  /** read_*: the text read; choice: unused; free_reply: unused. */
  reference?: PronouncedText;
  options?: PronouncedText[];
  references?: ReferenceText[];
  decoders: DecoderName[];
  grammar: string;
  needsRecogniser: boolean;
}

/**
 * Checks status 0's category and texts (28682, 28693, 30005) and prepares pronunciations and the
 * grammar. Frame field types were already checked (40001).
 */
export async function prepareEvaluation(frame: EvaluateStartFrame, lexicon: Lexicon): Promise<EvaluationTask> {
  if (!isCategory(frame.category)) {
    throw new SpeechError(ErrorCode.categoryInvalid, frame.category === undefined ? 'status 0 needs a "category"' : `unknown category "${frame.category}"; use read_word, read_sentence, read_chapter, free_reply or choice`);
  }
  const category = frame.category;
  const rule = CATEGORY_RULES[category];
  const base = {
    category,
    resourceId: frame.resource_id,
    questionId: frame.question_id,
    maxAudioMs: audioLimitMs(category, frame.record_max_time),
    tracking: { enabled: frame.auto_tracking === true, type: frame.track_type ?? 1, intervalMs: frame.track_flow ?? 400 },
  } as const;

  if (category === 'choice') {
    const options = frame.options ?? [];
    if (options.length < 2 || options.length > 10) throw new SpeechError(ErrorCode.categoryInvalid, 'choice needs "options": 2 to 10 strings');
    const pronounced = await Promise.all(options.map((option, i) => pronounceText(option, lexicon, rule.maxWords, `option ${i + 1}`)));
    const grammar = choiceGrammar(pronounced.map(toGrammarWords));
    return { ...base, options: pronounced, decoders: ['align', 'phone'], grammar, needsRecogniser: false };
  }

  if (category === 'free_reply') {
    const texts = [...(frame.references ?? []), ...(frame.text?.trim() ? [frame.text] : [])];
    if (texts.length > 10) throw new SpeechError(ErrorCode.categoryInvalid, 'free_reply takes at most 10 references');
    const references = texts.map((text) => parseReferenceText(text)).filter((reference) => reference.words.length > 0);
    for (const reference of references) {
      if (reference.words.length > rule.maxWords) throw new SpeechError(ErrorCode.contentTooLong, `a reference has ${reference.words.length} words; free_reply allows ${rule.maxWords}`);
    }
    return { ...base, references, decoders: ['lm', 'phone'], grammar: '', needsRecogniser: true };
  }

  if (frame.text === undefined || frame.text.trim() === '') throw new SpeechError(ErrorCode.textInvalid, 'status 0 needs the reference "text"');
  const reference = await pronounceText(frame.text, lexicon, rule.maxWords, 'the text');
  const grammar = readingGrammar(toGrammarWords(reference), reference.sentences.map((sentence) => sentence.startWord));
  return { ...base, reference, decoders: ['align', 'phone'], grammar, needsRecogniser: false };
}

/** Parses a text and finds every word's pronunciation; words nothing can pronounce are dropped. */
export async function pronounceText(text: string, lexicon: Lexicon, maxWords: number, what: string): Promise<PronouncedText> {
  const parsed = parseReferenceText(text);
  if (parsed.words.length === 0) throw new SpeechError(ErrorCode.textInvalid, `${what} contains no English word to evaluate`);
  if (parsed.words.length > maxWords) throw new SpeechError(ErrorCode.contentTooLong, `${what} has ${parsed.words.length} words; this category allows ${maxWords}`);
  const pronunciations = await lexicon.pronounce(parsed.words.map((word) => word.text), parsed.vocabulary);
  const kept: ReferenceWord[] = [];
  const phones: string[][][] = [];
  for (const word of parsed.words) {
    const pronunciation = pronunciations.get(word.key);
    if (!pronunciation) continue;
    kept.push({ ...word, index: kept.length });
    phones.push(pronunciation.variants);
  }
  if (kept.length === 0) throw new SpeechError(ErrorCode.textInvalid, `${what} contains no word that can be pronounced`);
  const sentences = parsed.sentences
    .map((sentence) => {
      const inSentence = kept.filter((word) => word.sentenceIndex === sentence.index);
      return inSentence.length ? { ...sentence, startWord: inSentence[0]?.index ?? 0, endWord: inSentence.at(-1)?.index ?? 0 } : undefined;
    })
    .filter((sentence) => sentence !== undefined)
    .map((sentence, index) => ({ ...sentence, index }));
  const words = kept.map((word) => ({
    ...word,
    sentenceIndex: sentences.find((sentence) => word.index >= sentence.startWord && word.index <= sentence.endWord)?.index ?? 0,
  }));
  return { ...parsed, words, sentences, phones };
}

export function toGrammarWords(text: PronouncedText): GrammarWord[] {
  return text.phones.map((variants) => ({ variants }));
}
