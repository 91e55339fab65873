import { useTranslation } from 'shared-ui';
import type { PlanInfo } from '../api/get-plan-info';
import { percentText } from '../model/plan-settings';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

/** A plan's schedule as plan-list (each card) and plan-info give it. */
type PlanSchedule = Pick<PlanInfo, 'counts' | 'retention_now'>;

/**
 * A plan's schedule at a glance: its words by FSRS state, those due now, and the predicted
 * retention (a plan card and the plan's info page, each with its own label and test id for it).
 */
export function ScheduleStats({ schedule, retention, testId }: { schedule: PlanSchedule; retention: { label: string; testId: string }; testId?: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const { counts } = schedule;
  return (
    <dl className={styles.stats} data-testid={testId}>
      <div className={styles.stat}>
        <dt>{t('plan.counts.new')}</dt>
        <dd data-testid="count-new">{counts.new}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('plan.counts.learning')}</dt>
        <dd data-testid="count-learning">{counts.learning}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('plan.counts.review')}</dt>
        <dd data-testid="count-review">{counts.review}</dd>
      </div>
      <div className={[styles.stat, styles.due].join(' ')}>
        <dt>{t('plan.counts.dueNow')}</dt>
        <dd data-testid="count-due">{counts.due_now}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{retention.label}</dt>
        <dd data-testid={retention.testId}>{percentText(schedule.retention_now) ?? t('plan.retentionNone')}</dd>
      </div>
    </dl>
  );
}
