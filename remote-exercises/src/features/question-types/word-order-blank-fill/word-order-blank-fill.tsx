import { orderingType } from '../shared/ordering-types';
import { wordOrderRules } from '../shared/typed-types-logic';

/** Word-order blank fill: order the words in the blanks; the first word of the sentence gets its capital. */
export const wordOrderBlankFillType = orderingType({ key: 'word_order_blank_fill', rules: wordOrderRules, toggles: ['hint', 'answerTips'] });
