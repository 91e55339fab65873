import type { ReactNode } from 'react';
import { useTranslation } from 'shared-ui';
import classes from './result-parts.module.css';

/** The rows of a result card: label and value, used by every type's result view. */
export function ResultRows({ children }: { children: ReactNode }) {
  return <dl className={classes.rows}>{children}</dl>;
}

export function ResultRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.row} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "Your answer": the text, or the no-answer text when skipped or unanswered. */
export function StudentAnswerRow({ answer, right }: { answer: ReactNode | null; right: boolean }) {
  const { t } = useTranslation('exercises');
  return (
    <ResultRow label={t('result.yourAnswer')} testId="result-your-answer">
      {answer === null || answer === '' ? <span className={classes.muted}>{t('result.noAnswer')}</span> : <span className={right ? classes.right : classes.wrong}>{answer}</span>}
    </ResultRow>
  );
}

/** The right answer, shown when the score is 0 (spec part 2, "Result screens"). */
export function RightAnswerRow({ show, children }: { show: boolean; children: ReactNode }) {
  const { t } = useTranslation('exercises');
  if (!show) return null;
  return (
    <ResultRow label={t('result.rightAnswer')} testId="result-right-answer">
      <span className={classes.right}>{children}</span>
    </ResultRow>
  );
}

export function ResultPrompt({ children, lang = 'en' }: { children: ReactNode; lang?: string }) {
  return (
    <p className={classes.prompt} lang={lang}>
      {children}
    </p>
  );
}

export const resultClasses = classes;
