// The reading feedback under a score (spec part 2 "Result screens"): the warning when less than
// half the text was read, the speed feedback (over 120 wpm faster than average, over 80
// average, else slower), and the left-out and repeated words, all in Japanese.
import { useTranslation } from 'shared-ui';
import type { SpeechScore } from 'shared-speech';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import { lessThanHalfRead, readCoverage, SPEED_FEEDBACK_KEYS, speedLevel, wordsPerMinute } from '../logic/reading-feedback';
import classes from './spoken.module.css';

const wordList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : []);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function ReadingFeedbackList({ score, showSpeed = true }: { score: SpeechScore; showSpeed?: boolean }) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const report = record(score.studyReport);
  const leak = record(report.leak);
  const repeat = record(report.repeat);
  const coverage = readCoverage(score.words);
  const lessThanHalf = leak.less_than_half_read === true || lessThanHalfRead(score.words);
  const wpm = wordsPerMinute({ reportedWpm: score.speedWpm, wordsRead: coverage.read, speechMs: score.speechMs });
  const leaked = wordList(leak.words);
  const repeated = wordList(repeat.words);
  return (
    <ul className={classes.feedback} lang="ja" data-testid="reading-feedback">
      {lessThanHalf ? (
        <li className={classes.warning} data-testid="less-than-half">
          {t('feedback.less_than_half')}
        </li>
      ) : null}
      {showSpeed && wpm > 0 ? (
        <li data-testid="speed-feedback" data-level={speedLevel(wpm)}>
          {t(SPEED_FEEDBACK_KEYS[speedLevel(wpm)], { wpm })}
        </li>
      ) : null}
      {leaked.length > 0 && !lessThanHalf ? <li>{t('feedback.leak', { words: leaked.join(', ') })}</li> : null}
      {repeated.length > 0 ? <li>{t('feedback.repeat', { words: repeated.join(', ') })}</li> : null}
    </ul>
  );
}
