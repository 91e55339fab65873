// The reference text with each word coloured by its score (spec part 2 "Reading results colour
// words"): green at or above excellent_score, yellow at or above standard_score, red below or
// at 0; words not read are struck through, extra words shown in italics. Each word carries its
// score for screen readers.
import { useTranslation } from 'shared-ui';
import { gradeWord, type ScoredWord, type WordGrade } from 'shared-speech';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import { cx } from './class-names';
import { useScoreThresholds } from './score-thresholds';
import classes from './spoken.module.css';

const GRADE_CLASS: Readonly<Record<WordGrade, string | undefined>> = {
  good: classes.wordGood,
  fair: classes.wordFair,
  poor: classes.wordPoor,
  omitted: classes.wordOmitted,
  inserted: classes.wordInserted,
};

export function EvaluatedWords({ words }: { words: readonly ScoredWord[] }) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const thresholds = useScoreThresholds();
  if (words.length === 0) return null;
  return (
    <p className={classes.words} lang="en" aria-label={t('score.wordsLabel')} data-testid="evaluated-words">
      {words.map((word, position) => {
        const grade = gradeWord(word, thresholds);
        const label =
          grade === 'omitted'
            ? t('score.wordOmitted', { word: word.word })
            : grade === 'inserted'
              ? t('score.wordInserted', { word: word.word })
              : t('score.word', { word: word.word, score: Math.round(word.score ?? 0) });
        return (
          <span key={`${position}-${word.word}`} className={cx(classes.word, GRADE_CLASS[grade])} data-grade={grade} title={label} aria-label={label}>
            {word.word}
          </span>
        );
      })}
    </p>
  );
}
