import { Fragment, useRef, type KeyboardEvent } from 'react';
import { blankMatches, normaliseInput } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import { MAX_BLANK_LENGTH, parseBlanks } from '../../../engine/answers/typed-answer';
import classes from './question-parts.module.css';

type Props = {
  prompt: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  onEnter: () => void;
  locked: boolean;
  /** After submitting (not in exam): each blank's accepted answers, to mark it and show the key. */
  accepted?: readonly (readonly string[])[] | null;
};

/**
 * A sentence with a text input in each {n} blank. Input is normalised on keyup (curly quotes,
 * full-width letters), each blank takes at most 20 characters, and Enter submits.
 */
export function BlankSentence({ prompt, values, onChange, onEnter, locked, accepted }: Props) {
  const { t } = useTranslation('exercises');
  const first = useRef<HTMLInputElement | null>(null);
  const set = (blank: number, value: string) => {
    const next = [...values];
    next[blank] = value;
    onChange(next);
  };
  const onKeyUp = (blank: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const normalised = normaliseInput(event.currentTarget.value);
    if (normalised !== event.currentTarget.value) set(blank, normalised);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <p className={[classes.prompt, classes.preLine].join(' ')} lang="en" data-testid="blank-sentence">
      {parseBlanks(prompt).map((part, position) => {
        if (part.kind === 'text') return <Fragment key={position}>{part.text}</Fragment>;
        const value = values[part.blank] ?? '';
        const key = accepted?.[part.blank];
        const right = key ? blankMatches(value, key) : null;
        return (
          <Fragment key={position}>
            <input
              ref={part.blank === 0 ? first : undefined}
              className={[classes.blankInput, right === true ? classes.blankRight : '', right === false ? classes.blankWrong : ''].join(' ')}
              value={value}
              maxLength={MAX_BLANK_LENGTH}
              readOnly={locked}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-label={t('player.blankLabel', { number: part.blank + 1 })}
              aria-invalid={right === false || undefined}
              onChange={(event) => set(part.blank, event.target.value)}
              onKeyUp={onKeyUp(part.blank)}
              onKeyDown={onKeyDown}
              data-testid="blank-input"
              autoFocus={part.blank === 0 && !locked}
            />
            {right === false && key ? <span className={classes.expected}>→ {key[0]}</span> : null}
          </Fragment>
        );
      })}
    </p>
  );
}
