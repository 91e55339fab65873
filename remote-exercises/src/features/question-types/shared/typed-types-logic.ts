// The rules of the typed and ordered types. An answer is marked with shared-contract's
// comparisons, the ones the server marks the posted answer with.
import { blanksMatch, lettersMatch, normaliseForComparison, orderMatches, sentenceMatches } from 'shared-contract';
import { VALIDATION_KEYS, countBlanks, validateBlanks, validateText, type ValidationKey } from '../../engine/answers/typed-answer';
import type { AnswerFields, GradedAnswer, StoredAnswer } from '../../engine/model/question-type';
import type { ExerciseItem } from '../../engine/model/resource';
import { parseStringList, typedFields } from './typed-logic';
import { displayWords, placedWords, type Placement } from './ordering-logic';

const allOrNothing = (right: boolean): GradedAnswer => ({ points: right ? 5 : 0, correct: right });

/** Typed blanks (listen fill words, translate fill words, fill-blanks writing): the text of each blank. */
export type BlanksAnswer = { blanks: string[] };

export const blanksRules = {
  validate: (item: ExerciseItem, answer: BlanksAnswer): ValidationKey | null => validateBlanks(answer.blanks, countBlanks(item.screen_text ?? '')),
  /** Right only when every blank matches one of its accepted answers. */
  grade: (item: ExerciseItem, answer: BlanksAnswer): GradedAnswer => allOrNothing(blanksMatch(answer.blanks, item.filling_answer ?? [])),
  fields: (_item: ExerciseItem, answer: BlanksAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields =>
    typedFields(JSON.stringify(answer.blanks.map(normaliseForComparison)), graded, scoring.percentScored),
  parseStored: (_item: ExerciseItem, stored: StoredAnswer): BlanksAnswer | null => {
    const blanks = parseStringList(stored.answer_result);
    return blanks ? { blanks } : null;
  },
};

/** Letter spelling: the letter tapped into each blank of the word. */
export type LettersAnswer = { letters: string[] };

export const lettersBlankCount = (item: ExerciseItem) => (item.filling_remain_letters ?? '').split('').filter((char) => char === '_').length;

export const lettersRules = {
  validate: (item: ExerciseItem, answer: LettersAnswer): ValidationKey | null => validateBlanks(answer.letters, lettersBlankCount(item)),
  grade: (item: ExerciseItem, answer: LettersAnswer): GradedAnswer => allOrNothing(lettersMatch(item.filling_remain_letters ?? '', answer.letters, item.word ?? '')),
  fields: (_item: ExerciseItem, answer: LettersAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields =>
    typedFields(JSON.stringify(answer.letters), graded, scoring.percentScored),
  parseStored: (_item: ExerciseItem, stored: StoredAnswer): LettersAnswer | null => {
    const letters = parseStringList(stored.answer_result);
    return letters ? { letters } : null;
  },
};

/** Sentence sorting and word-order blank fill: which option sits in each blank. */
export type OrderingAnswer = { placement: Placement };

/** True when the prompt starts with a blank, so the word placed there starts the sentence. */
export const firstBlankStartsSentence = (item: ExerciseItem) => /^\s*\{1\}/.test(item.screen_text ?? '');

export const orderingRules = (options: { capitaliseSentenceStart: boolean; incompleteKey: ValidationKey }) => {
  const words = (item: ExerciseItem, answer: OrderingAnswer) => {
    const placed = placedWords(answer.placement, item.choose ?? []);
    return options.capitaliseSentenceStart ? displayWords(placed, firstBlankStartsSentence(item)) : placed;
  };
  return {
    words,
    validate: (item: ExerciseItem, answer: OrderingAnswer): ValidationKey | null => {
      const expected = countBlanks(item.screen_text ?? '');
      return answer.placement.length < expected || answer.placement.some((index) => index === null) ? options.incompleteKey : null;
    },
    grade: (item: ExerciseItem, answer: OrderingAnswer): GradedAnswer => allOrNothing(orderMatches(words(item, answer), item.answer ?? [])),
    fields: (item: ExerciseItem, answer: OrderingAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields =>
      typedFields(JSON.stringify(words(item, answer)), graded, scoring.percentScored),
    /** The stored answer is the words; put each back on an unused option with the same text. */
    parseStored: (item: ExerciseItem, stored: StoredAnswer): OrderingAnswer | null => {
      const stringList = parseStringList(stored.answer_result);
      if (!stringList) return null;
      const used = new Set<number>();
      const placement = stringList.map((word) => {
        const option = (item.choose ?? []).find((candidate) => !used.has(candidate.index) && candidate.content.toLowerCase() === word.toLowerCase());
        if (!option) return null;
        used.add(option.index);
        return option.index;
      });
      return { placement };
    },
  };
};

export const sentenceSortingRules = orderingRules({ capitaliseSentenceStart: false, incompleteKey: VALIDATION_KEYS.enterAnswer });
export const wordOrderRules = orderingRules({ capitaliseSentenceStart: true, incompleteKey: VALIDATION_KEYS.orderNotComplete });

/** Japanese-to-English writing: one typed sentence. */
export type TextAnswer = { text: string };

export const writingRules = {
  validate: (_item: ExerciseItem, answer: TextAnswer): ValidationKey | null => validateText(answer.text),
  grade: (item: ExerciseItem, answer: TextAnswer): GradedAnswer => allOrNothing(sentenceMatches(answer.text, item.answer ?? [])),
  fields: (_item: ExerciseItem, answer: TextAnswer, graded: GradedAnswer, scoring: { percentScored: boolean }): AnswerFields =>
    typedFields(normaliseForComparison(answer.text), graded, scoring.percentScored),
  parseStored: (_item: ExerciseItem, stored: StoredAnswer): TextAnswer | null => (stored.answer_result ? { text: stored.answer_result } : null),
};
