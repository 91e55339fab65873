import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-api';
import { displayScore, gradeOf, type GradeThresholds } from './grade';
import { playGradeSound } from './grade-sound';
import classes from './score-stamp.module.css';

export type ScoreStampProps = {
  score: unknown;
  /** Thresholds; defaults to the session config's excellent_score and standard_score. */
  thresholds?: GradeThresholds;
  /** Play the grade's sound when the stamp appears. */
  withSound?: boolean;
  /** Show the grade's comment under the stamp. */
  withComment?: boolean;
};

/** The result stamp: grade (perfect/good/middle/bad), score with 点, optional comment and sound. */
export function ScoreStamp({ score, thresholds, withSound = false, withComment = true }: ScoreStampProps) {
  const { t } = useTranslation('ui');
  const excellent = useSession((s) => s.config.excellent_score);
  const standard = useSession((s) => s.config.standard_score);
  const limits = thresholds ?? { excellent_score: excellent, standard_score: standard };
  const grade = gradeOf(score, limits);
  const value = displayScore(score);
  useEffect(() => {
    if (withSound) playGradeSound(grade);
  }, [grade, withSound]);
  const gradeText = t(`score.grade.${grade}`);
  return (
    <figure className={classes.wrapper} data-grade={grade} data-testid="score-stamp">
      <div className={[classes.stamp, classes[grade]].join(' ')} role="img" aria-label={t('score.stampLabel', { grade: gradeText, score: value })}>
        <span className={classes.grade}>{gradeText}</span>
        <span className={classes.score}>{t('score.suffix', { score: value })}</span>
      </div>
      {withComment ? <figcaption className={classes.comment}>{t(`score.comment.${grade}`)}</figcaption> : null}
    </figure>
  );
}
