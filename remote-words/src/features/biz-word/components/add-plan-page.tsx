import { useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Page, QueryState, showToast, StatusBlock, useTranslation } from 'shared-ui';
import { useAddWordPlan } from '../api/add-word-plan';
import { useEditWordPlan } from '../api/edit-word-plan';
import { useMyPlanList, type MyPlan } from '../api/get-my-plan-list';
import { useWordLevelList, type WordLevel } from '../api/get-word-level-list';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { checkPlanForm, DAILY_DEFAULT, DAILY_MAX, DAILY_MIN, PLAN_TITLE_MAX, type PlanFormProblems } from '../logic/plan-form';
import styles from './biz-word.module.css';

/**
 * /eiken/biz/studyWord/add: adds a plan (title, units of the business list, new words a day). A
 * fourth plan is refused by the server (409) and its message shows here. With ?plan_id= the same
 * form edits that plan's title and daily count.
 */
export function AddPlanPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const [params] = useSearchParams();
  const planId = numberParam(params, 'plan_id');
  const plans = useMyPlanList();
  const levels = useWordLevelList();
  const navigate = useNavigate();
  const title = planId ? t('add.editTitle') : t('add.title');
  return (
    <Page title={title} onBack={() => void navigate(planId ? withQuery(BIZ_PATHS.studyWord, { plan_id: planId }) : BIZ_PATHS.home)} narrow testId="add-plan-page">
      <QueryState query={plans}>
        {({ list }) => {
          const editing = planId ? list.find((plan) => plan.plan_id === planId) : undefined;
          if (planId && !editing) return <StatusBlock tone="error" title={t('plan.missing')} />;
          if (editing) return <PlanForm levels={[]} editing={editing} />;
          return <QueryState query={levels}>{({ list: units }) => <PlanForm levels={units} />}</QueryState>;
        }}
      </QueryState>
    </Page>
  );
}

function PlanForm({ levels, editing }: { levels: WordLevel[]; editing?: MyPlan }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const add = useAddWordPlan();
  const edit = useEditWordPlan();
  const [name, setName] = useState(editing?.title ?? '');
  const [unitIds, setUnitIds] = useState<number[]>([]);
  const [daily, setDaily] = useState(String(editing?.daily_new ?? DAILY_DEFAULT));
  const [problems, setProblems] = useState<PlanFormProblems>({});
  const [serverError, setServerError] = useState('');
  const message = (problem: PlanFormProblems[keyof PlanFormProblems]) => (problem ? t(`add.${problem}`, { max: problem === 'dailyRange' ? DAILY_MAX : PLAN_TITLE_MAX, min: DAILY_MIN }) : '');
  const toggleUnit = (unitId: number) => setUnitIds((current) => (current.includes(unitId) ? current.filter((id) => id !== unitId) : [...current, unitId]));
  const failed = (error: unknown) => setServerError(isApiError(error) ? error.message : String(error));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const found = checkPlanForm({ title: name, unitIds, daily }, Boolean(editing));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (editing) {
      edit.mutate(
        { plan_id: editing.plan_id, title: name.trim(), daily_new: Number(daily) },
        {
          onSuccess: () => {
            showToast(t('plan.saved'));
            void navigate(withQuery(BIZ_PATHS.studyWord, { plan_id: editing.plan_id }), { replace: true });
          },
          onError: failed,
        },
      );
      return;
    }
    add.mutate(
      { title: name.trim(), level_ids: unitIds, daily_new: Number(daily) },
      {
        onSuccess: ({ plan }) => {
          showToast(t('add.added', { title: plan.title }));
          void navigate(withQuery(BIZ_PATHS.studyWord, { plan_id: plan.plan_id }), { replace: true });
        },
        onError: failed,
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="plan-form">
      <div className={styles.field}>
        <label htmlFor="biz-plan-title" className={styles.label}>
          {t('add.name')}
        </label>
        <input
          id="biz-plan-title"
          type="text"
          value={name}
          maxLength={PLAN_TITLE_MAX * 2}
          placeholder={t('add.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={problems.title ? 'biz-plan-title-error' : undefined}
          data-testid="plan-title"
        />
        {problems.title ? (
          <p id="biz-plan-title-error" className={styles.error} role="alert">
            {message(problems.title)}
          </p>
        ) : null}
      </div>
      {editing ? null : (
        <fieldset className={styles.field} aria-describedby={problems.units ? 'biz-plan-units-error' : undefined}>
          <legend className={styles.label}>{t('add.units')}</legend>
          <p className={styles.muted}>{t('add.unitsHint')}</p>
          <div className={styles.checks}>
            {levels.map((level) => (
              <label key={level.level_id} className={styles.check}>
                <input type="checkbox" checked={unitIds.includes(level.level_id)} onChange={() => toggleUnit(level.level_id)} data-testid="plan-unit" />
                <span>
                  {level.title} <span className={styles.muted}>{t('home.levelWords', { count: level.word_count })}</span>
                </span>
              </label>
            ))}
          </div>
          {problems.units ? (
            <p id="biz-plan-units-error" className={styles.error} role="alert">
              {message(problems.units)}
            </p>
          ) : null}
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor="biz-plan-daily" className={styles.label}>
          {t('add.daily')}
        </label>
        <input
          id="biz-plan-daily"
          type="number"
          inputMode="numeric"
          min={DAILY_MIN}
          max={DAILY_MAX}
          value={daily}
          onChange={(event) => setDaily(event.target.value)}
          aria-invalid={problems.daily ? true : undefined}
          aria-describedby={problems.daily ? 'biz-plan-daily-error' : undefined}
          data-testid="plan-daily"
        />
        {problems.daily ? (
          <p id="biz-plan-daily-error" className={styles.error} role="alert">
            {message(problems.daily)}
          </p>
        ) : null}
      </div>
      {serverError ? <StatusBlock tone="error" title={serverError} testId="plan-error" /> : null}
      <div className={styles.row}>
        <Button type="submit" busy={add.isPending || edit.isPending} data-testid="plan-save">
          {editing ? t('add.saveEdit') : t('add.save')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  );
}
