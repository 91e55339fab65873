import { useTranslation } from 'shared-ui';
import type { ChoiceOption } from '../../../engine/model/resource';
import classes from './question-parts.module.css';

type Props = {
  options: readonly ChoiceOption[];
  selected: readonly number[];
  multi: boolean;
  /** After submitting: no more changes. */
  locked: boolean;
  /** After submitting, outside exam mode: mark right and wrong options. */
  reveal: boolean;
  onToggle: (index: number) => void;
  mediaUrl: (path: string) => string;
  label: string;
  lang?: string;
};

const LETTERS = 'ABCDEFGHIJ';

/** Options of a choice question as a radio group (single) or checkbox group (multi), text or images. */
export function ChoiceList({ options, selected, multi, locked, reveal, onToggle, mediaUrl, label, lang = 'en' }: Props) {
  const { t } = useTranslation('exercises');
  const images = options.some((option) => option.type === 'image');
  return (
    <div
      className={[classes.options, images ? classes.imageOptions : ''].join(' ')}
      role={multi ? 'group' : 'radiogroup'}
      aria-label={label}
      data-testid="choice-list"
    >
      {options.map((option, position) => {
        const chosen = selected.includes(option.index);
        const verdict = reveal ? (option.correct === 1 ? 'right' : chosen ? 'wrong' : null) : null;
        return (
          <button
            key={option.index}
            type="button"
            role={multi ? 'checkbox' : 'radio'}
            aria-checked={chosen}
            disabled={locked}
            className={[
              classes.option,
              option.type === 'image' ? classes.imageOption : '',
              verdict === 'right' ? classes.optionRight : '',
              verdict === 'wrong' ? classes.optionWrong : '',
            ].join(' ')}
            onClick={() => onToggle(option.index)}
            data-testid="choice-option"
            data-option-index={option.index}
            data-correct={reveal ? option.correct : undefined}
          >
            <span className={classes.marker} aria-hidden="true">
              {LETTERS[position] ?? position + 1}
            </span>
            {option.type === 'image' ? (
              <img className={classes.optionImage} src={mediaUrl(option.content)} alt={t('player.optionLabel', { number: LETTERS[position] ?? position + 1 })} />
            ) : (
              <span lang={lang}>{option.content}</span>
            )}
            {verdict ? (
              <span className={classes.verdict} aria-label={verdict === 'right' ? t('player.correct') : t('player.wrong')}>
                {verdict === 'right' ? '✓' : '✗'}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The label of an option for result screens: its letter in display order and its text. */
export function optionText(options: readonly ChoiceOption[], index: number): string {
  const option = options.find((candidate) => candidate.index === index);
  if (!option) return '';
  return option.type === 'image' ? `(${LETTERS[options.indexOf(option)] ?? index})` : option.content;
}
