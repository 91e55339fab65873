import { Fragment } from 'react';
import { useTranslation } from 'shared-ui';
import { parseBlanks } from '../../../engine/answers/typed-answer';
import type { ChoiceOption } from '../../../engine/model/resource';
import { clearBlank, placeOption, type Placement } from '../ordering-logic';
import classes from './question-parts.module.css';

type Props = {
  prompt: string;
  options: readonly ChoiceOption[];
  placement: Placement;
  /** Words as shown in the blanks (the word-order type capitalises the sentence start). */
  words: readonly string[];
  onChange: (placement: Placement) => void;
  locked: boolean;
};

/**
 * The sentence with its blanks and the options below. Tapping an option puts it in the first
 * empty blank; tapping a filled blank gives its option back. Both are buttons, so the board
 * works with the keyboard and a screen reader hears each blank's number and content.
 */
export function OrderingBoard({ prompt, options, placement, words, onChange, locked }: Props) {
  const { t } = useTranslation('exercises');
  return (
    <div className={classes.stack}>
      <div className={classes.slots} lang="en" data-testid="ordering-slots">
        {parseBlanks(prompt).map((part, position) => {
          if (part.kind === 'text') return part.text.trim() ? <Fragment key={position}><span>{part.text.trim()}</span></Fragment> : null;
          const filled = placement[part.blank] !== null && placement[part.blank] !== undefined;
          return (
            <button
              key={position}
              type="button"
              className={[classes.slot, filled ? classes.slotFilled : ''].join(' ')}
              disabled={locked || !filled}
              aria-label={`${t('player.blankLabel', { number: part.blank + 1 })}${filled ? `: ${words[part.blank]}` : ''}`}
              onClick={() => onChange(clearBlank(placement, part.blank))}
              data-testid="ordering-slot"
            >
              {filled ? words[part.blank] : '\u00a0'}
            </button>
          );
        })}
      </div>
      <div className={classes.chips} role="group" aria-label={t('player.chooseOne')}>
        {options.map((option) => (
          <button
            key={option.index}
            type="button"
            className={classes.chip}
            lang="en"
            disabled={locked || placement.includes(option.index)}
            onClick={() => onChange(placeOption(placement, option.index))}
            data-testid="ordering-option"
          >
            {option.content}
          </button>
        ))}
      </div>
    </div>
  );
}
