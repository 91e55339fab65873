import { useState, type KeyboardEvent } from 'react';
import { spellWord } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import { orderedOptions } from '../shared/choice-logic';
import { lettersBlankCount, lettersRules, type LettersAnswer } from '../shared/typed-types-logic';
import { AudioButton } from '../shared/components/audio-button';
import { SubmitRow } from '../shared/components/submit-row';
import { ResultPrompt, ResultRows, RightAnswerRow, StudentAnswerRow } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';
import { useDraft } from '../shared/use-draft';

/** The tapped tiles: each blank holds the position of a tile, so a letter offered twice can be used twice. */
type Taps = (number | null)[];

/**
 * Listen and fill letters: hear the word, tap letters into its blanks (tap a filled blank to
 * give its letter back). Letters can also be typed; Enter answers.
 */
function LettersPlayer({ item, resource, rules, mediaUrl, audio, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<LettersAnswer>) {
  const { t } = useTranslation('exercises');
  const pattern = item.filling_remain_letters ?? '';
  const tiles = orderedOptions(item.filling_answer_letters ?? [], resource.option_random !== 0, shuffleSeed);
  const [taps, setTaps] = useState<Taps>(() => Array.from({ length: lettersBlankCount(item) }, () => null));
  const letters = submitted?.answer.letters ?? taps.map((tile) => (tile === null ? '' : (tiles[tile] ?? '')));
  useDraft(onDraft, taps.some((tile) => tile !== null));

  const tap = (tile: number) => {
    const empty = taps.indexOf(null);
    if (empty === -1 || taps.includes(tile)) return;
    setTaps(taps.map((value, at) => (at === empty ? tile : value)));
  };
  const typed = (event: KeyboardEvent<HTMLDivElement>) => {
    if (submitted) return;
    if (event.key === 'Enter') onSubmit({ letters });
    else if (event.key === 'Backspace') {
      const last = taps.map((value) => value !== null).lastIndexOf(true);
      if (last >= 0) setTaps(taps.map((value, at) => (at === last ? null : value)));
    } else if (/^[a-zA-Z'-]$/.test(event.key)) {
      const tile = tiles.findIndex((letter, at) => letter.toLowerCase() === event.key.toLowerCase() && !taps.includes(at));
      if (tile >= 0) tap(tile);
    }
  };

  let blank = 0;
  return (
    <div className={classes.stack} onKeyDown={typed}>
      <div className={classes.row}>
        {item.audio_file ? <AudioButton url={mediaUrl(item.audio_file)} audio={audio} autoPlay={!submitted} /> : null}
        {item.mean ? <span lang="ja">{item.mean}</span> : null}
      </div>
      <div className={classes.letters} lang="en" data-testid="letter-pattern">
        {pattern.split('').map((char, position) => {
          if (char !== '_') {
            return (
              <span key={position} className={classes.letterBox}>
                {char}
              </span>
            );
          }
          const at = blank++;
          return (
            <button
              key={position}
              type="button"
              className={[classes.letterBox, classes.letterBlank].join(' ')}
              disabled={submitted !== null || taps[at] === null}
              aria-label={`${t('player.blankLabel', { number: at + 1 })}${letters[at] ? `: ${letters[at]}` : ''}`}
              onClick={() => setTaps(taps.map((value, index) => (index === at ? null : value)))}
              data-testid="letter-blank"
            >
              {letters[at] ?? ''}
            </button>
          );
        })}
      </div>
      {submitted && rules.showCorrectness && !submitted.graded.correct ? (
        <p className={classes.expected} lang="en" data-testid="expected">
          → {item.word}
        </p>
      ) : null}
      <div className={classes.chips} role="group" aria-label={t('player.chooseOne')}>
        {tiles.map((letter, position) => (
          <button
            key={position}
            type="button"
            className={classes.letterTile}
            disabled={submitted !== null || taps.includes(position)}
            onClick={() => tap(position)}
            data-testid="letter-tile"
          >
            {letter}
          </button>
        ))}
      </div>
      <SubmitRow hidden={submitted !== null} onSubmit={() => onSubmit({ letters })} />
    </div>
  );
}

function LettersResult({ item, answer, percent }: ResultItemProps<LettersAnswer>) {
  return (
    <>
      {item.mean ? <ResultPrompt lang="ja">{item.mean}</ResultPrompt> : null}
      <ResultRows>
        <StudentAnswerRow answer={answer ? spellWord(item.filling_remain_letters ?? '', answer.letters) : null} right={percent >= 100} />
        <RightAnswerRow show={percent === 0}>{item.word}</RightAnswerRow>
      </ResultRows>
    </>
  );
}

export const listenFillLettersType: QuestionTypeDefinition<LettersAnswer> = {
  key: 'listen_fill_letters',
  nameKey: 'types.listen_fill_letters',
  toggles: ['hint', 'speed'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: true,
  practisedWhen: 'answered',
  sideListModules: [],
  ...lettersRules,
  Player: LettersPlayer,
  Result: LettersResult,
};
