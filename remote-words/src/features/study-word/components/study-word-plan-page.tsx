import { useNavigate } from 'shared-ui/router';
import { Button, Page, QueryState, showAlert, showConfirm, showToast, useTranslation } from 'shared-ui';
import { useDeletePlan } from '../api/delete-plan';
import { usePlanList, type Plan } from '../api/get-plan-list';
import { atPlanLimit, percentText } from '../model/plan-settings';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { ScheduleStats } from './schedule-stats';
import { StudyWordTabs } from './study-word-tabs';
import styles from './study-word.module.css';

/**
 * /study_word/plan (route name wordsLearningHome): the student's word plans with their schedule
 * at a glance, and what can be done with each. Adding a fourth plan is refused here already.
 */
export function StudyWordPlanPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const plans = usePlanList();

  const add = () => {
    const data = plans.data;
    if (data && atPlanLimit(data.list.length, data.max_plans)) {
      void showAlert(t('plan.limitReached'));
      return;
    }
    void navigate(STUDY_WORD_PATHS.addPlan);
  };

  return (
    <Page title={t('title')} testId="study-word-plan">
      <StudyWordTabs />
      <div className={styles.toolbar}>
        <p className={styles.muted}>{t('plan.lead')}</p>
        <div className={styles.inline}>
          {plans.data ? <span className={styles.muted}>{t('plan.count', { count: plans.data.list.length, max: plans.data.max_plans })}</span> : null}
          <Button width="auto" onClick={add} data-testid="add-plan">
            {t('plan.add')}
          </Button>
        </div>
      </div>
      <QueryState query={plans} isEmpty={(data) => data.list.length === 0} empty={t('plan.empty')}>
        {(data) => (
          <ul className={styles.planList}>
            {data.list.map((plan) => (
              <li key={plan.plan_id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const remove = useDeletePlan();
  // The list gives each plan with its schedule at a glance: no call per card.
  const { today } = plan;
  const go = (page: Parameters<typeof planPath>[0]) => () => void navigate(planPath(page, plan.plan_id));

  const onDelete = async () => {
    const ok = await showConfirm(t('plan.deleteConfirm', { title: plan.title }), { okText: t('plan.deleteOk'), danger: true });
    if (!ok) return;
    remove.mutate(plan.plan_id, { onSuccess: () => showToast(t('plan.deleted')) });
  };

  return (
    <article className={styles.planCard} data-testid="plan-card" data-plan-id={plan.plan_id} aria-labelledby={`plan-${plan.plan_id}-title`}>
      <div className={styles.planHead}>
        <h2 className={styles.planTitle} id={`plan-${plan.plan_id}-title`}>
          {plan.title}
        </h2>
        <span className={styles.muted}>
          {plan.list_title ? t('plan.sourceList', { list: plan.list_title }) : t('plan.sourceOwn')} · {t('plan.words', { count: plan.word_count })}
        </span>
      </div>
      <p className={styles.muted}>
        {t('plan.dailyNew', { count: plan.daily_new })} · {t('plan.desiredRetention', { percent: percentText(plan.desired_retention) })}
      </p>
      <ScheduleStats schedule={plan} retention={{ label: t('plan.retention'), testId: 'plan-retention' }} />
      <p className={styles.muted} data-testid="plan-today-counts">
        {today.due_count + today.new_count > 0 ? t('plan.todayCounts', { due: today.due_count, new: today.new_count }) : t('plan.todayDone')}
      </p>
      <div className={styles.actions} role="group" aria-label={t('plan.actionsLabel', { title: plan.title })}>
        <Button width="auto" onClick={go('todayTask')} data-testid="plan-today">
          {t('plan.today')}
        </Button>
        <Button width="auto" variant="secondary" onClick={go('challenge')} data-testid="plan-challenge">
          {t('plan.challenge')}
        </Button>
        <Button width="auto" variant="secondary" onClick={go('list')} data-testid="plan-list">
          {t('plan.list')}
        </Button>
        <Button width="auto" variant="secondary" onClick={go('planInfo')} data-testid="plan-info">
          {t('plan.info')}
        </Button>
        <Button width="auto" variant="secondary" onClick={go('editPlan')} data-testid="plan-edit">
          {t('plan.edit')}
        </Button>
        <Button width="auto" variant="danger" busy={remove.isPending} onClick={() => void onDelete()} data-testid="plan-delete">
          {t('plan.delete')}
        </Button>
      </div>
    </article>
  );
}
