import { orderingType } from '../shared/ordering-types';
import { sentenceSortingRules } from '../shared/typed-types-logic';

/** Sentence sorting: put the phrases in order to make the sentence the Japanese says. */
export const sentenceSortingType = orderingType({ key: 'sentence_sorting', rules: sentenceSortingRules, toggles: ['hint', 'answerTips'] });
