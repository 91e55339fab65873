import { useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { useNavigate } from 'shared-ui/router';
import { Button, Page, QueryState, StatusBlock, showToast, useTranslation } from 'shared-ui';
import { useEditPlan } from '../api/edit-plan';
import { usePlanInfo, type PlanInfo } from '../api/get-plan-info';
import { usePlanIdParam } from '../hooks/use-plan-id';
import { checkPlanSettings, hasProblems, retentionPercentOf, settingsFields, type PlanSettingsDraft, type PlanSettingsProblems } from '../model/plan-settings';
import { STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { PlanSettingsFields } from './plan-settings-fields';
import { PlanNotFound, planErrorView } from './plan-not-found';
import styles from './study-word.module.css';

/** /edit_plan/:plan_id: a plan's name, new words a day and desired retention (its words stay). */
export function EditPlanPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const planId = usePlanIdParam();
  const info = usePlanInfo(planId, 1, 1);
  const back = () => void navigate(STUDY_WORD_PATHS.plan);
  if (!planId) return <PlanNotFound missing />;
  return (
    <Page title={t('form.editTitle')} onBack={back} narrow testId="edit-plan-page">
      <QueryState query={info} renderError={planErrorView}>
        {({ plan }) => <EditPlanForm key={plan.plan_id} plan={plan} onDone={back} />}
      </QueryState>
    </Page>
  );
}

function EditPlanForm({ plan, onDone }: { plan: PlanInfo['plan']; onDone: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const edit = useEditPlan();
  const [draft, setDraft] = useState<PlanSettingsDraft>({ title: plan.title, dailyNew: String(plan.daily_new), retentionPercent: retentionPercentOf(plan.desired_retention) });
  const [problems, setProblems] = useState<PlanSettingsProblems>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPlanSettings(draft);
    setProblems(found);
    setServerProblem(null);
    if (hasProblems(found)) return;
    edit.mutate(
      { plan_id: plan.plan_id, ...settingsFields(draft) },
      {
        onSuccess: () => {
          showToast(t('form.saved'));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && typeof error.code === 'number') setServerProblem(error.message);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="edit-plan-form">
      {hasProblems(problems) ? (
        <p className={styles.problem} role="alert">
          {t('form.problemsSummary')}
        </p>
      ) : null}
      <p className={styles.muted}>
        {plan.list_title ? t('plan.sourceList', { list: plan.list_title }) : t('plan.sourceOwn')} · {t('plan.words', { count: plan.word_count })}
      </p>
      <PlanSettingsFields draft={draft} problems={problems} onChange={setDraft} />
      {serverProblem ? <StatusBlock tone="error" title={serverProblem} testId="edit-plan-error" /> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={edit.isPending} data-testid="edit-plan-submit">
          {t('form.submitEdit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
