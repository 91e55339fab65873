import { useEffect, useRef, useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import classes from './popups.module.css';

/** The 3-2-1 ready countdown: three steps of 1000 ms, then `onDone` (spec part 2, "Popups"). */
export const COUNTDOWN_STEP_MS = 1000;

export function CountdownPopup({ from = 3, onDone }: { from?: number; onDone: () => void }) {
  const { t } = useTranslation('exercises');
  const [count, setCount] = useState(from);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (count <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setCount((value) => value - 1), COUNTDOWN_STEP_MS);
    return () => clearTimeout(timer);
  }, [count]);
  if (count <= 0) return null;
  return (
    <div className={classes.backdrop} role="alertdialog" aria-modal="true" aria-label={t('popups.countdownLabel', { count })} data-testid="countdown">
      <div key={count} className={classes.count} aria-hidden="true">
        {count}
      </div>
    </div>
  );
}

/** Reading modes (spec part 2, section 9): sentence by sentence = 1, whole article = 2. */
export const READING_MODE = { sentence: 1, whole: 2 } as const;
export type ReadingMode = (typeof READING_MODE)[keyof typeof READING_MODE];

/** Asks how to read an article; review, paper, exam and homework do not ask (whole article). */
export function ReadingModePopup({ onChoose }: { onChoose: (mode: ReadingMode) => void }) {
  const { t } = useTranslation('exercises');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className={classes.backdrop}>
      <div className={classes.panel} role="dialog" aria-modal="true" aria-labelledby="reading-mode-title" data-testid="reading-mode">
        <h2 id="reading-mode-title">{t('popups.readingModeTitle')}</h2>
        <div className={classes.choices}>
          <Button ref={first} width="full" onClick={() => onChoose(READING_MODE.sentence)}>
            {t('popups.readingModeSentence')}
          </Button>
          <Button width="full" variant="secondary" onClick={() => onChoose(READING_MODE.whole)}>
            {t('popups.readingModeWhole')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** How long the all-completed message shows before the jump to the results. */
export const ALL_COMPLETED_DELAY_MS = 1500;

/** "All questions done": jumps to the results by itself, or at once with the button. */
export function AllCompletedPopup({ onGo }: { onGo: () => void }) {
  const { t } = useTranslation('exercises');
  const go = useRef(onGo);
  go.current = onGo;
  useEffect(() => {
    const timer = setTimeout(() => go.current(), ALL_COMPLETED_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={classes.backdrop}>
      <div className={classes.panel} role="alertdialog" aria-modal="true" aria-labelledby="all-completed" data-testid="all-completed">
        <h2 id="all-completed">{t('player.allCompleted')}</h2>
        <Button onClick={() => go.current()}>{t('player.seeResults')}</Button>
      </div>
    </div>
  );
}
