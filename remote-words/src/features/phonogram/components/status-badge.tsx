import { useTranslation } from 'shared-ui';
import type { PatternProgress } from '../api/get-phonogram-list';
import { PHONOGRAM_NS } from '../phonogram-texts';
import styles from './phonogram.module.css';

/** A pattern's standing: 未練習, 苦手, 練習中 or 身についた. */
export function StatusBadge({ status }: { status: PatternProgress['status'] }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  return (
    <span className={[styles.status, styles[status]].join(' ')} data-testid="pattern-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
