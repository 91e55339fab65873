import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import { PLAN_RULES, type PlanSettingsDraft, type PlanSettingsProblems } from '../model/plan-settings';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

type Props = {
  draft: PlanSettingsDraft;
  problems: PlanSettingsProblems;
  onChange: (draft: PlanSettingsDraft) => void;
};

/** The settings every plan has (name, new words a day, desired retention), for the add and edit forms. */
export function PlanSettingsFields({ draft, problems, onChange }: Props) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const id = useId();
  const problemId = (field: string) => `${id}-${field}-problem`;
  const described = (field: keyof PlanSettingsProblems, hint: string) => [hint, problems[field] ? problemId(field) : ''].filter(Boolean).join(' ');
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {t('form.titleLabel')}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={draft.title}
          maxLength={PLAN_RULES.titleMax + 10}
          placeholder={t('form.titlePlaceholder')}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={described('title', `${id}-title-hint`)}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
          data-testid="plan-title"
        />
        <p className={styles.muted} id={`${id}-title-hint`}>
          {t('form.titleHint')}
        </p>
        {problems.title ? (
          <p className={styles.problem} id={problemId('title')}>
            {t(`form.problem.${problems.title}`)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-daily`}>
          {t('form.dailyNewLabel')}
        </label>
        <span className={styles.inline}>
          <input
            id={`${id}-daily`}
            className={[styles.input, styles.number].join(' ')}
            type="number"
            inputMode="numeric"
            min={PLAN_RULES.dailyNewMin}
            max={PLAN_RULES.dailyNewMax}
            step={1}
            value={draft.dailyNew}
            aria-invalid={problems.dailyNew ? true : undefined}
            aria-describedby={described('dailyNew', `${id}-daily-hint`)}
            onChange={(event) => onChange({ ...draft, dailyNew: event.target.value })}
            data-testid="plan-daily-new"
          />
          <span>{t('form.dailyNewUnit')}</span>
        </span>
        <p className={styles.muted} id={`${id}-daily-hint`}>
          {t('form.dailyNewHint')}
        </p>
        {problems.dailyNew ? (
          <p className={styles.problem} id={problemId('dailyNew')}>
            {t(`form.problem.${problems.dailyNew}`)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-retention`}>
          {t('form.retentionLabel')}
        </label>
        <span className={styles.inline}>
          <input
            id={`${id}-retention`}
            className={styles.range}
            type="range"
            min={PLAN_RULES.retentionMinPercent}
            max={PLAN_RULES.retentionMaxPercent}
            step={1}
            value={draft.retentionPercent}
            aria-valuetext={t('form.retentionValue', { percent: draft.retentionPercent })}
            aria-describedby={described('retention', `${id}-retention-hint`)}
            onChange={(event) => onChange({ ...draft, retentionPercent: Number(event.target.value) })}
            data-testid="plan-retention-input"
          />
          <output htmlFor={`${id}-retention`} data-testid="plan-retention-value">
            {t('form.retentionValue', { percent: draft.retentionPercent })}
          </output>
        </span>
        <p className={styles.muted} id={`${id}-retention-hint`}>
          {t('form.retentionHint')}
        </p>
        {problems.retention ? (
          <p className={styles.problem} id={problemId('retention')}>
            {t(`form.problem.${problems.retention}`)}
          </p>
        ) : null}
      </div>
    </>
  );
}
