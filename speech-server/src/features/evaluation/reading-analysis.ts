import { wordEditDistance } from 'shared-contract';
import type { DecoderOutput, Segment } from '../engine/helper-process';
import { rms } from '../audio/pcm';
import type { PronouncingDictionary } from '../lexicon/cmudict';
import { ARPABET_TO_IPA } from '../lexicon/ipa-to-arpabet';
import { FRAME_MS, framesIn, phoneLoopPhonesBetween, phoneLoopSpeech, type Alignment, type AlignedWord } from './alignment';
import { heardTextAgreement } from './phone-agreement';
import { MISPRONUNCIATION_BELOW, type RejectReason, type ResultPhone, type ResultSentence, type ResultWord } from './result';
import {
  calibration,
  clampScore,
  garbledGop,
  phoneGop,
  phoneScoreFromGop,
  readingFeatures,
  scoreReading,
  wordScoreFromPhones,
  type Calibration,
  type GarbledSpeech,
  type ReadingFeatures,
  type Scores,
} from './scoring';
import type { PronouncedText } from './task';

export interface ReadingAnalysisInput {
  reference: PronouncedText;
  alignment: Alignment;
  phoneLoop: DecoderOutput | undefined;
  pcm: Buffer;
  heardSpeech: boolean;
  dictionary: PronouncingDictionary;
  model?: Calibration;
}

export interface ReadingAnalysis {
  words: ResultWord[];
  sentences: ResultSentence[];
  features: ReadingFeatures;
  scores: Scores;
  rejectReason: RejectReason | null;
  speechMs: number;
  wpm: number;
  recognizedText: string;
}

/** Speech shorter than this in a gap is a hesitation or noise, not a word. */
const MIN_GAP_SPEECH_FRAMES = 12;
/** An inserted word needs this much speech (between two read words). */
const MIN_INSERTION_FRAMES = 25;
/** Speech in a gap must reach this share of the read words' loudness. */
const GAP_LOUDNESS_SHARE = 0.35;
/**
 * Another text was read when two signs agree (README.md "Rejection"): the text's phones explain
 * the audio far worse per frame than the free phone loop (`loopLlr`), and the loop heard little
 * of the text's phone sequence in order (`heardTextAgreement`); or under half the words were
 * found and one of those signs is there. Each sign alone also falls for weak learners reading the
 * right text. Of 1,371 complete readings of 213 speechocean762 speakers (scripts/calibrate.ts)
 * none is rejected (the nearest: -38.0 with agreement 0.17, -38.7 with 0.31; none has under half
 * its words found); the same recordings scored against another sentence are rejected 306 times,
 * and the others are scored low (median total 33 against 76; `loopLlr` is a term of the accuracy
 * model).
 */
const UNRELATED_LLR = -40;
const UNRELATED_AGREEMENT = 0.27;
const HALF_FOUND = 0.5;
const HALF_FOUND_LLR = -38;
const HALF_FOUND_AGREEMENT = 0.2;
/**
 * A third case: most of what was heard belongs to no word of the text (a sentence said for a
 * one-word text, where the aligner finds the word's best match in it) and the loop heard
 * almost nothing of the text in order. The complete readings nearest to it: about 0.86 of the
 * speech outside with agreement 0.22 (a "car" after a noise burst), 0.89 with 0.24 (a two-word
 * text whose first word the aligner misplaced).
 */
const MOSTLY_OUTSIDE = 0.7;
const MOSTLY_OUTSIDE_AGREEMENT = 0.15;
/** Without a phone loop (free replies' second pass) only the share of words aligned can tell. */
const UNRELATED_ALIGNED_SHARE = 0.4;
/**
 * Less speech than this is too short to score. Judged on what the phone loop heard as well as on
 * the aligned span: the aligner can squeeze a one-word reading ("car", said in half a second)
 * into a few frames.
 */
const TOO_SHORT_MS = 150;
const BYTES_PER_FRAME = 320;
/** Two read words this close (50 ms) follow each other without a pause. */
const NO_PAUSE_FRAMES = 5;

const ms = (frame: number): number => frame * FRAME_MS;

/** A stretch between read words (or before the first, after the last) and what was heard in it. */
interface GapSpan {
  start: number;
  end: number;
  previous: AlignedWord | undefined;
  next: AlignedWord | undefined;
  /** Reference words the aligner skipped here. */
  skipped: number[];
  heard: Segment[];
  heardFrames: number;
  loud: boolean;
}

/**
 * Turns an alignment of a reference text into the result's words, sentences and scores:
 * per-phone goodness of pronunciation; skipped reference words are omissions when nothing was
 * said where they belong, or garbled (mispronounced beyond alignment) when the phone loop heard
 * speech there; speech between read words with no skipped word is an insertion (a repeat when
 * it sounds like a neighbour).
 */
export function analyseReading(input: ReadingAnalysisInput): ReadingAnalysis {
  const { reference, alignment } = input;
  const model = input.model ?? calibration;
  const gaps = gapSpans(input);
  const garbledWords = new Map<number, [number, number]>();
  const insertions: ResultWord[] = [];
  for (const gap of gaps) {
    const spoken = gap.loud && gap.heardFrames >= MIN_GAP_SPEECH_FRAMES;
    if (gap.skipped.length > 0 && (spoken || reducedInConnectedSpeech(gap, reference))) {
      spreadOver(gap, reference).forEach((range, refIndex) => garbledWords.set(refIndex, range));
    } else if (gap.skipped.length === 0 && gap.loud && gap.heard.length >= 2 && gap.heardFrames >= MIN_INSERTION_FRAMES) {
      insertions.push(insertionWord(gap, input));
    }
  }

  const alignedByRef = new Map(alignment.words.map((word) => [word.refIndex, word]));
  const words: ResultWord[] = [];
  let pending = insertions;
  const flushBefore = (startMs: number): void => {
    const before = pending.filter((insertion) => (insertion.start_ms ?? 0) < startMs);
    pending = pending.filter((insertion) => !before.includes(insertion));
    words.push(...before);
  };
  for (const ref of reference.words) {
    const aligned = alignedByRef.get(ref.index);
    const garbled = garbledWords.get(ref.index);
    const phones = reference.phones[ref.index]?.[0] ?? [];
    if (aligned) {
      flushBefore(ms(aligned.startFrame));
      words.push(readWord(aligned, ref.text, ref.sentenceIndex, model));
    } else if (garbled) {
      flushBefore(ms(garbled[0]));
      words.push(garbledWord(ref.index, ref.text, ref.sentenceIndex, phones, garbled, model));
    } else {
      words.push(omittedWord(ref.index, ref.text, ref.sentenceIndex, phones));
    }
  }
  words.push(...pending);
  words.forEach((word, index) => (word.index = index));

  const garbled = garbledSpeech(garbledWords, reference);
  const features = readingFeatures(alignment.words, alignment.gaps, reference.words.length, model, garbled, input.phoneLoop);
  const integrity = features.foundRatio * 100;
  const rejectReason = rejection(input, features, gaps);
  const scores = rejectReason === 'silence' ? { accuracy: 0, fluency: 0, integrity: 0, total: 0 } : scoreReading(features, integrity, model);
  const positionOfRef = new Map(words.filter((word) => word.ref_index !== null).map((word) => [word.ref_index as number, word.index]));
  const sentences = reference.sentences.map((sentence) => ({
    ...sentenceScores(sentence, alignment, garbledWords, reference, model, input.phoneLoop),
    start_word: positionOfRef.get(sentence.startWord) ?? 0,
    end_word: positionOfRef.get(sentence.endWord) ?? 0,
  }));
  const wpm = features.spanMs > 0 ? Math.round((features.readWords / features.spanMs) * 60_000) : 0;
  return {
    words,
    sentences,
    features,
    scores,
    rejectReason,
    speechMs: features.speechMs,
    wpm,
    recognizedText: words
      .filter((word) => word.type !== 'omission' && word.word !== '*' && !(word.ref_index !== null && garbledWords.has(word.ref_index)))
      .map((word) => word.word)
      .join(' '),
  };
}

/** Every stretch not covered by a read word, with the reference words skipped in it. */
function gapSpans(input: ReadingAnalysisInput): GapSpan[] {
  const { alignment, reference, pcm } = input;
  const aligned = alignment.words;
  if (aligned.length === 0) return [];
  const wordLevel = median(aligned.map((word) => frameRms(pcm, word.startFrame, word.endFrame)));
  const spans: GapSpan[] = [];
  const add = (start: number, end: number, previous: AlignedWord | undefined, next: AlignedWord | undefined): void => {
    const from = previous ? previous.refIndex + 1 : 0;
    const to = next ? next.refIndex : reference.words.length;
    const skipped = Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
    const heard = end >= start ? phoneLoopPhonesBetween(input.phoneLoop, start, end) : [];
    const heardFrames = framesIn(heard);
    const first = heard[0]?.startFrame ?? start;
    const last = heard.at(-1)?.endFrame ?? end;
    const loud = heard.length > 0 && frameRms(pcm, first, last) >= GAP_LOUDNESS_SHARE * wordLevel;
    spans.push({ start, end, previous, next, skipped, heard, heardFrames, loud });
  };
  add(0, (aligned[0] as AlignedWord).startFrame - 1, undefined, aligned[0]);
  for (let i = 1; i < aligned.length; i++) add((aligned[i - 1] as AlignedWord).endFrame + 1, (aligned[i] as AlignedWord).startFrame - 1, aligned[i - 1], aligned[i]);
  add((aligned.at(-1) as AlignedWord).endFrame + 1, alignment.frames - 1, aligned.at(-1), undefined);
  return spans;
}

/**
 * Short words (a, the, in, I: one or two phones) the aligner skipped between two read words that
 * follow each other without a pause: in connected speech they merge into a neighbour ("I am" as
 * one vowel), so they were said, however badly, not left out. Calling them omitted was most of
 * the false omissions on complete readings of the calibration corpus.
 */
function reducedInConnectedSpeech(gap: GapSpan, reference: PronouncedText): boolean {
  if (!gap.previous || !gap.next || gap.end - gap.start + 1 > NO_PAUSE_FRAMES) return false;
  return gap.skipped.every((refIndex) => Math.min(...(reference.phones[refIndex] ?? [[]]).map((variant) => variant.length)) <= 2);
}

/** Splits a gap's heard speech over its skipped words in proportion to their phone counts. */
function spreadOver(gap: GapSpan, reference: PronouncedText): Map<number, [number, number]> {
  const first = gap.heard[0]?.startFrame ?? gap.start;
  // A gap of no frames (words merged) still gives each skipped word a frame.
  const last = Math.max(first, gap.heard.at(-1)?.endFrame ?? gap.end);
  const lengths = gap.skipped.map((refIndex) => reference.phones[refIndex]?.[0]?.length ?? 1);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const ranges = new Map<number, [number, number]>();
  let cursor = first;
  gap.skipped.forEach((refIndex, i) => {
    const frames = Math.max(1, Math.round(((last - first + 1) * (lengths[i] as number)) / total));
    ranges.set(refIndex, [cursor, Math.min(last, cursor + frames - 1)]);
    cursor += frames;
  });
  return ranges;
}

function garbledSpeech(garbledWords: Map<number, [number, number]>, reference: PronouncedText, within?: (refIndex: number) => boolean): GarbledSpeech {
  const chosen = [...garbledWords.entries()].filter(([refIndex]) => !within || within(refIndex));
  return {
    words: chosen.length,
    phones: chosen.reduce((sum, [refIndex]) => sum + (reference.phones[refIndex]?.[0]?.length ?? 1), 0),
    ranges: chosen.map(([, range]) => range),
  };
}

function readWord(aligned: AlignedWord, text: string, sentenceIndex: number, model: Calibration): ResultWord {
  const phones: ResultPhone[] = aligned.phones.map((phone) => {
    const score = clampScore(phoneScoreFromGop(phoneGop(phone, model), model));
    return { phone: phone.phone, ipa: ipa(phone.phone), score, start_ms: ms(phone.startFrame), end_ms: ms(phone.endFrame + 1), type: score < MISPRONUNCIATION_BELOW ? 'mispronunciation' : 'correct' };
  });
  const score = clampScore(wordScoreFromPhones(phones.map((phone) => phone.score)));
  return {
    index: 0,
    word: text,
    ref_index: aligned.refIndex,
    sentence_index: sentenceIndex,
    type: score < MISPRONUNCIATION_BELOW ? 'mispronunciation' : 'correct',
    score,
    start_ms: ms(aligned.startFrame),
    end_ms: ms(aligned.endFrame + 1),
    repeat: false,
    phones,
  };
}

function garbledWord(refIndex: number, text: string, sentenceIndex: number, phones: readonly string[], [start, end]: [number, number], model: Calibration): ResultWord {
  const score = clampScore(phoneScoreFromGop(garbledGop(model), model));
  return {
    index: 0,
    word: text,
    ref_index: refIndex,
    sentence_index: sentenceIndex,
    type: 'mispronunciation',
    score,
    start_ms: ms(start),
    end_ms: ms(end + 1),
    repeat: false,
    phones: phones.map((phone) => ({ phone, ipa: ipa(phone), score, start_ms: null, end_ms: null, type: 'mispronunciation' })),
  };
}

function omittedWord(refIndex: number, text: string, sentenceIndex: number, phones: readonly string[]): ResultWord {
  return {
    index: 0,
    word: text,
    ref_index: refIndex,
    sentence_index: sentenceIndex,
    type: 'omission',
    score: 0,
    start_ms: null,
    end_ms: null,
    repeat: false,
    phones: phones.map((phone) => ({ phone, ipa: ipa(phone), score: 0, start_ms: null, end_ms: null, type: 'mispronunciation' })),
  };
}

function insertionWord(gap: GapSpan, input: ReadingAnalysisInput): ResultWord {
  const phones = gap.heard.map((phone) => phone.word);
  const neighbour = [gap.previous, gap.next].find((word) => word && soundsLike(phones, input.reference.phones[word.refIndex] ?? []));
  const text = neighbour ? (input.reference.words[neighbour.refIndex]?.text ?? '*') : (input.dictionary.wordForPhones(phones) ?? '*');
  return {
    index: 0,
    word: text,
    ref_index: null,
    sentence_index: null,
    type: 'insertion',
    score: null,
    start_ms: ms(gap.heard[0]?.startFrame ?? gap.start),
    end_ms: ms((gap.heard.at(-1)?.endFrame ?? gap.end) + 1),
    repeat: neighbour !== undefined,
    phones: gap.heard.map((phone) => ({ phone: phone.word, ipa: ipa(phone.word), score: 0, start_ms: ms(phone.startFrame), end_ms: ms(phone.endFrame + 1), type: 'correct' })),
  };
}

/** Phone sequences within a third of their length of each other (the phone loop is noisy). */
function soundsLike(heard: readonly string[], variants: readonly string[][]): boolean {
  return variants.some((variant) => wordEditDistance(heard, variant) <= Math.max(1, Math.floor(variant.length / 3)));
}

function rejection(input: ReadingAnalysisInput, features: ReadingFeatures, gaps: readonly GapSpan[]): RejectReason | null {
  if (!input.heardSpeech && features.readWords === 0) return 'silence';
  if (features.readWords === 0 || input.alignment.words.length === 0) return 'unrelated';
  const heardFrames = framesIn(phoneLoopSpeech(input.phoneLoop));
  if (features.speechMs < TOO_SHORT_MS && ms(heardFrames) < TOO_SHORT_MS) return 'too_short';
  if (features.loopLlr === null) {
    const alignedShare = input.alignment.words.length / Math.max(1, input.reference.words.length);
    return input.reference.words.length >= 3 && alignedShare < UNRELATED_ALIGNED_SHARE ? 'unrelated' : null;
  }
  // Not the GOP, nor the share of words aligned: both fall as far with a strong accent as with
  // another text, and rejected complete readings of weak learners.
  const llrLow = features.loopLlr < UNRELATED_LLR;
  const halfFound = features.foundRatio < HALF_FOUND;
  const mostlyOutside = speechOutsideText(gaps, heardFrames) > MOSTLY_OUTSIDE;
  if (!llrLow && !halfFound && !mostlyOutside) return null;
  // Only now: the agreement is quadratic in the text's length (about 20 ms for a 1,000-word chapter).
  const agreement = heardTextAgreement(input.reference.phones, input.phoneLoop) ?? 1;
  if (llrLow && agreement < UNRELATED_AGREEMENT) return 'unrelated';
  if (mostlyOutside && agreement < MOSTLY_OUTSIDE_AGREEMENT) return 'unrelated';
  if (halfFound && (features.loopLlr < HALF_FOUND_LLR || agreement < HALF_FOUND_AGREEMENT)) return 'unrelated';
  return null;
}

/**
 * Share of the speech the phone loop heard that lies where no word of the text belongs: in the
 * stretches between read words where the aligner skipped nothing (insertions, or another text
 * around the one word the aligner placed).
 */
function speechOutsideText(gaps: readonly GapSpan[], heardFrames: number): number {
  const outside = gaps.filter((gap) => gap.skipped.length === 0).reduce((sum, gap) => sum + gap.heardFrames, 0);
  return heardFrames > 0 ? outside / heardFrames : 0;
}

function sentenceScores(
  sentence: PronouncedText['sentences'][number],
  alignment: Alignment,
  garbledWords: Map<number, [number, number]>,
  reference: PronouncedText,
  model: Calibration,
  phoneLoop: DecoderOutput | undefined,
): ResultSentence {
  const inSentence = (refIndex: number): boolean => refIndex >= sentence.startWord && refIndex <= sentence.endWord;
  const aligned = alignment.words.filter((word) => inSentence(word.refIndex));
  const count = sentence.endWord - sentence.startWord + 1;
  const features = readingFeatures(aligned, alignment.gaps, count, model, garbledSpeech(garbledWords, reference, inSentence), phoneLoop);
  const scores = scoreReading(features, features.foundRatio * 100, model);
  return {
    index: sentence.index,
    text: sentence.text,
    start_word: sentence.startWord,
    end_word: sentence.endWord,
    total_score: scores.total,
    accuracy_score: scores.accuracy,
    fluency_score: scores.fluency,
    integrity_score: scores.integrity,
  };
}

function ipa(phone: string): string {
  return ARPABET_TO_IPA[phone] ?? phone.toLowerCase();
}

function frameRms(pcm: Buffer, startFrame: number, endFrame: number): number {
  return rms(pcm, Math.max(0, startFrame * BYTES_PER_FRAME), Math.min(pcm.length, (endFrame + 1) * BYTES_PER_FRAME));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
