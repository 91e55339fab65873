import { IRRELEVANCE_THRESHOLD, replyIrrelevance } from 'shared-contract';
import type { EndResult } from '../engine/helper-process';
import type { PronouncingDictionary } from '../lexicon/cmudict';
import { normaliseForMatching } from '../text/reference-text';
import { parseAlignment } from './alignment';
import { analyseReading, type ReadingAnalysis } from './reading-analysis';
import type { ChoiceBlock } from './result';
import type { PronouncedText } from './task';

export interface ChoiceAnalysis {
  choice: ChoiceBlock;
  /** The reading analysis against the chosen option (undefined when nothing matched at all). */
  analysis: ReadingAnalysis | undefined;
  recognizedText: string;
}

/**
 * An option fitting the reply this badly (per frame against the free phone loop) was not said.
 * Stricter than a reading's rule (reading-analysis.ts): crediting a student with an option they
 * did not say scores a wrong answer as right, while a reply refused is simply said again.
 */
const CHOICE_UNRELATED_LLR = -36;

/**
 * Which option was said: the option grammar's best path is read back against each option and
 * the one that explains most words wins; the spec's irrelevance of the heard words to every
 * option decides rejection.
 */
export function analyseChoice(options: readonly PronouncedText[], end: EndResult, pcm: Buffer, heardSpeech: boolean, dictionary: PronouncingDictionary): ChoiceAnalysis {
  let bestIndex = -1;
  let bestAlignment: ReturnType<typeof parseAlignment> | undefined;
  options.forEach((option, index) => {
    const alignment = parseAlignment(end.align, option.phones);
    if (alignment.words.length > (bestAlignment?.words.length ?? 0)) {
      bestIndex = index;
      bestAlignment = alignment;
    }
  });
  const option = bestIndex >= 0 ? options[bestIndex] : undefined;
  const analysis = option && bestAlignment ? analyseReading({ reference: option, alignment: bestAlignment, phoneLoop: end.phone, pcm, heardSpeech, dictionary }) : undefined;
  const heardWords = option && bestAlignment ? bestAlignment.words.map((word) => option.words[word.refIndex]?.text ?? '') : [];
  const recognizedText = heardWords.join(' ');
  const spoken = normaliseForMatching(recognizedText);
  const scores = options.map((candidate) => replyIrrelevance(spoken, normaliseForMatching(candidate.text)));
  const rejected =
    !analysis ||
    analysis.rejectReason !== null ||
    (analysis.features.loopLlr ?? 0) < CHOICE_UNRELATED_LLR ||
    scores.every((score) => score >= IRRELEVANCE_THRESHOLD);
  return {
    choice: {
      index: rejected ? -1 : bestIndex,
      option: rejected ? null : (option?.text ?? null),
      // Reported to one decimal; the rejection above compares the exact value, as the chat-bot player does.
      irrelevance: scores.map((score) => Math.round(score * 10) / 10),
      rejected,
    },
    analysis,
    recognizedText: rejected ? '' : recognizedText,
  };
}
