import { registerQuestionType } from '../features/engine/registry/question-type-registry';
import { clozeTestType } from '../features/question-types/cloze-test/cloze-test';
import { fillBlanksWritingType } from '../features/question-types/fill-blanks-writing/fill-blanks-writing';
import { grammarChoiceType } from '../features/question-types/grammar-choice/grammar-choice';
import { jaToEnWritingType } from '../features/question-types/ja-to-en-writing/ja-to-en-writing';
import { listenChoiceType } from '../features/question-types/listen-choice/listen-choice';
import { listenFillLettersType } from '../features/question-types/listen-fill-letters/listen-fill-letters';
import { listenFillWordsType } from '../features/question-types/listen-fill-words/listen-fill-words';
import { listenMockType } from '../features/question-types/listen-mock/listen-mock';
import { readingComprehensionType } from '../features/question-types/reading-comprehension/reading-comprehension';
import { sentenceSortingType } from '../features/question-types/sentence-sorting/sentence-sorting';
import { translateFillWordsType } from '../features/question-types/translate-fill-words/translate-fill-words';
import { wordChoiceType } from '../features/question-types/word-choice/word-choice';
import { wordOrderBlankFillType } from '../features/question-types/word-order-blank-fill/word-order-blank-fill';
import { SPOKEN_QUESTION_TYPES } from './spoken-question-types';

/** Every question type of this issue; the spoken types of issue 7 are added the same way. */
export const QUESTION_TYPES = [
  listenChoiceType,
  listenMockType,
  clozeTestType,
  grammarChoiceType,
  readingComprehensionType,
  wordChoiceType,
  sentenceSortingType,
  wordOrderBlankFillType,
  listenFillWordsType,
  translateFillWordsType,
  listenFillLettersType,
  fillBlanksWritingType,
  jaToEnWritingType,
  // The spoken types of issue 7 (features/spoken).
  ...SPOKEN_QUESTION_TYPES,
] as const;

let registered = false;

export function registerQuestionTypes(): void {
  if (registered) return;
  registered = true;
  for (const definition of QUESTION_TYPES) registerQuestionType(definition);
}
