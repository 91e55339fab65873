import type { EngineLease } from '../engine/engine-pool';
import type { DecoderOutput } from '../engine/helper-process';
import type { Lexicon } from '../lexicon/lexicon';
import type { ReferenceText } from '../text/reference-text';
import { normaliseForMatching } from '../text/reference-text';
import { parseAlignment } from './alignment';
import { readingGrammar } from './grammar';
import { analyseReading, type ReadingAnalysis } from './reading-analysis';
import type { RejectReason } from './result';
import { calibration, predict, clampScore } from './scoring';
import { pronounceText, toGrammarWords } from './task';

const NOT_WORDS = new Set(['<s>', '</s>', '<sil>', '[NOISE]', '[SPEECH]', '(NULL)']);
/** Words that say little about whether a reply covers a reference. */
const STOP_WORDS = new Set('a an the and or but so to of in on at for with is are was were be been am i you he she it we they my your his her its our their this that these those do does did not no yes'.split(' '));
/** A reply this long counts as complete when there is no reference to compare with. */
const WORDS_FOR_FULL_INTEGRITY = 5;
const POST_PASS_CHUNK_BYTES = 32_000;

/** The recogniser's words (variants and fillers removed) with their times. */
export function recognisedWords(lm: DecoderOutput | undefined): Array<{ word: string; startFrame: number; endFrame: number; posterior: number }> {
  return (lm?.segments ?? [])
    .filter((segment) => !NOT_WORDS.has(segment.word))
    .map((segment) => ({ word: segment.word.replace(/\(\d+\)$/, ''), startFrame: segment.startFrame, endFrame: segment.endFrame, posterior: segment.posterior }));
}

export interface FreeReplyAnalysis {
  analysis: ReadingAnalysis | undefined;
  recognizedText: string;
  integrity: number;
  rejectReason: RejectReason | null;
}

/**
 * A free reply: what the recogniser heard is then force-aligned (same slot, stored audio) to
 * score its pronunciation like a reading; completeness is the coverage of the best reference.
 */
export async function analyseFreeReply(input: {
  lease: EngineLease;
  lm: DecoderOutput | undefined;
  pcm: Buffer;
  heardSpeech: boolean;
  lexicon: Lexicon;
  references: readonly ReferenceText[];
}): Promise<FreeReplyAnalysis> {
  const heard = recognisedWords(input.lm);
  if (heard.length === 0) {
    return { analysis: undefined, recognizedText: '', integrity: 0, rejectReason: input.heardSpeech ? 'unrelated' : 'silence' };
  }
  const recognizedText = heard.map((word) => word.word).join(' ');
  const reference = await pronounceText(recognizedText, input.lexicon, 10_000, 'the reply');
  await input.lease.start(['align'], readingGrammar(toGrammarWords(reference), [0]));
  for (let offset = 0; offset < input.pcm.length; offset += POST_PASS_CHUNK_BYTES) {
    await input.lease.audio(input.pcm.subarray(offset, offset + POST_PASS_CHUNK_BYTES));
  }
  const end = await input.lease.end();
  const alignment = parseAlignment(end.align, reference.phones);
  const analysis = analyseReading({ reference, alignment, phoneLoop: undefined, pcm: input.pcm, heardSpeech: input.heardSpeech, dictionary: input.lexicon.dictionary });
  const integrity = input.references.length > 0 ? bestCoverage(recognizedText, input.references) : Math.min(100, (heard.length / WORDS_FOR_FULL_INTEGRITY) * 100);
  let rejectReason: RejectReason | null = analysis.rejectReason === 'silence' || analysis.rejectReason === 'too_short' ? analysis.rejectReason : null;
  if (!rejectReason && input.references.length > 0 && integrity < 10) rejectReason = 'unrelated';
  return { analysis, recognizedText, integrity, rejectReason };
}

/** Share (0..100) of the best reference's content words that the reply contains. */
export function bestCoverage(reply: string, references: readonly ReferenceText[]): number {
  const said = new Set(normaliseForMatching(reply));
  let best = 0;
  for (const reference of references) {
    const content = [...new Set(normaliseForMatching(reference.text).filter((word) => !STOP_WORDS.has(word)))];
    if (content.length === 0) continue;
    best = Math.max(best, (content.filter((word) => said.has(word)).length / content.length) * 100);
  }
  return best;
}

/** The free reply's total: the calibrated total from accuracy and fluency, scaled by completeness. */
export function freeReplyTotal(accuracy: number, fluency: number, integrity: number): number {
  return clampScore(predict(calibration.total, { accuracy, fluency }) * 10 * (integrity / 100));
}

