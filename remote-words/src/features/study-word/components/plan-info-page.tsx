import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { Button, Card, Page, QueryState, formatDate, useTranslation } from 'shared-ui';
import { usePlanInfo, type PlanInfo } from '../api/get-plan-info';
import { usePlanIdParam } from '../hooks/use-plan-id';
import { percentText } from '../model/plan-settings';
import { stateKey } from '../model/word-labels';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { Pager } from './pager';
import { PlanNotFound, planErrorView } from './plan-not-found';
import { ScheduleStats } from './schedule-stats';
import styles from './study-word.module.css';

const PAGE_SIZE = 50;

/**
 * /plan_info/:plan_id: a plan's settings, how many words are new, learning and in review, the
 * predicted retention now, and every word with its state, next due date and predicted retention.
 */
export function PlanInfoPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const planId = usePlanIdParam();
  const [page, setPage] = useState(1);
  const info = usePlanInfo(planId, page, PAGE_SIZE);
  if (!planId) return <PlanNotFound missing />;
  return (
    <Page title={t('info.title')} onBack={() => void navigate(STUDY_WORD_PATHS.plan)} testId="plan-info-page">
      <QueryState query={info} renderError={planErrorView}>
        {(data) => <PlanInfoView info={data} page={page} onPage={setPage} />}
      </QueryState>
    </Page>
  );
}

function PlanInfoView({ info, page, onPage }: { info: PlanInfo; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const { plan } = info;
  return (
    <>
      <Card title={plan.title}>
        <dl className={styles.facts}>
          <dt>{t('info.source')}</dt>
          <dd>
            {plan.list_title ? t('plan.sourceList', { list: plan.list_title }) : t('plan.sourceOwn')} · {t('plan.words', { count: plan.word_count })}
          </dd>
          <dt>{t('form.dailyNewLabel')}</dt>
          <dd>{t('plan.words', { count: plan.daily_new })}</dd>
          <dt>{t('form.retentionLabel')}</dt>
          <dd>{percentText(plan.desired_retention)}</dd>
          <dt>{t('info.created')}</dt>
          <dd>{formatDate(plan.created_at, i18n.language)}</dd>
        </dl>
        <div className={styles.actions}>
          <Button width="auto" onClick={() => void navigate(planPath('todayTask', plan.plan_id))} data-testid="info-today">
            {t('plan.today')}
          </Button>
          <Button width="auto" variant="secondary" onClick={() => void navigate(planPath('editPlan', plan.plan_id))} data-testid="info-edit">
            {t('plan.edit')}
          </Button>
        </div>
      </Card>
      <Card title={t('info.counts')}>
        <ScheduleStats schedule={info} retention={{ label: t('info.retentionNow'), testId: 'info-retention' }} testId="info-counts" />
        <p className={styles.muted}>{t('info.retentionHint')}</p>
      </Card>
      <Card title={t('info.words')}>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="info-words">
            <thead>
              <tr>
                <th scope="col">{t('info.col.word')}</th>
                <th scope="col">{t('info.col.meaning')}</th>
                <th scope="col">{t('info.col.state')}</th>
                <th scope="col">{t('info.col.due')}</th>
                <th scope="col">{t('info.col.retrievability')}</th>
                <th scope="col">{t('info.col.reps')}</th>
                <th scope="col">{t('info.col.lapses')}</th>
              </tr>
            </thead>
            <tbody>
              {info.words.map((word) => (
                <tr key={word.word_id} data-testid="info-word" data-word={word.word} data-state={stateKey(word.state)} data-due={word.due ?? ''}>
                  <th scope="row" lang="en">
                    {word.word}
                  </th>
                  <td>{word.meaning}</td>
                  <td>{t(`state.${stateKey(word.state)}`)}</td>
                  <td>{word.due ? formatDate(word.due, i18n.language, true) : t('info.dueNone')}</td>
                  <td>{percentText(word.retrievability) ?? t('info.dueNone')}</td>
                  <td>{word.reps}</td>
                  <td>{word.lapses}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} total={info.total} pageSize={PAGE_SIZE} onPage={onPage} />
      </Card>
    </>
  );
}
