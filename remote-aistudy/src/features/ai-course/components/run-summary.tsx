import { useTranslation } from 'shared-ui';
import { AI_COURSE_NS } from '../ai-course-texts';
import styles from './ai-course.module.css';

/** The score of a submitted run (0..100) with its right answers out of the items. */
export function RunSummary({ score, correct, total }: { score: number; correct: number; total: number }) {
  const { t } = useTranslation(AI_COURSE_NS);
  return (
    <p className={styles.scoreLine} data-testid="run-summary">
      <span className={styles.scoreValue} data-testid="run-score">
        {t('score', { score: Math.round(score) })}
      </span>
      <span data-testid="run-correct">{t('correctOfTotal', { correct, total })}</span>
    </p>
  );
}
