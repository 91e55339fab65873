import { useTranslation } from 'shared-ui';
import type { OverallEvaluation } from '../model/writing-types';
import { WRITING_NS } from '../writing-texts';
import styles from './writing.module.css';

const DIMENSIONS = ['vocabulary_diversity', 'vocabulary_correctness', 'grammar_diversity', 'grammar_correctness'] as const;

/** The four overall_evaluation scores as labelled bars (a meter each); `detailed` adds what each measures. */
export function EvaluationBars({ evaluation, detailed = false }: { evaluation: OverallEvaluation; detailed?: boolean }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <ul className={styles.bars} data-testid="writing-evaluation">
      {DIMENSIONS.map((dimension) => {
        const score = Math.max(0, Math.min(100, Math.round(evaluation[dimension])));
        return (
          <li key={dimension}>
            <div className={styles.barLabel}>
              <span id={`bar-${dimension}`}>{t(`overall.${dimension}`)}</span>
              <span>{t('overall.value', { score })}</span>
            </div>
            <div className={styles.bar} role="meter" aria-labelledby={`bar-${dimension}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={score}>
              <div className={styles.barFill} style={{ width: `${score}%` }} />
            </div>
            {detailed ? <p className={styles.muted}>{t(`overall.explain.${dimension}`)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
