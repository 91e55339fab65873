import { Link, numberParam, useLocation, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, Page, QueryState, showConfirm, showToast, StatusBlock, useTranslation } from 'shared-ui';
import { useDeleteWordPlan } from '../api/delete-word-plan';
import { useCheckPlanCompleted } from '../api/get-check-plan-completed';
import { useMyPlanList, type MyPlan } from '../api/get-my-plan-list';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { testRoute } from '../logic/test-route';
import styles from './biz-word.module.css';

export const STUDY_TABS = ['new', 'review'] as const;
export type StudyTab = (typeof STUDY_TABS)[number];

/** The tab of the query (activeTab), new words by default. */
export const studyTabOf = (params: URLSearchParams): StudyTab => (params.get('activeTab') === 'review' ? 'review' : 'new');

/**
 * /eiken/biz/studyWord?plan_id=&activeTab=: a plan's study screen — today's new words or review
 * as tabs, whether today's learning and test are done, learning with cards, the test (named route
 * eikenBizWordTest with the query plus type=challenge and activeTab), editing and deleting.
 */
export function StudyWordPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = numberParam(params, 'plan_id');
  const plans = useMyPlanList();
  const back = () => void navigate(BIZ_PATHS.home);
  return (
    <QueryState query={plans}>
      {({ list }) => {
        const plan = list.find((entry) => entry.plan_id === planId);
        if (!plan)
          return (
            <Page title={t('home.title')} onBack={back}>
              <StatusBlock tone="error" title={t('plan.missing')} action={<Link to={BIZ_PATHS.home}>{t('plan.back')}</Link>} />
            </Page>
          );
        return <PlanScreen plan={plan} onBack={back} />;
      }}
    </QueryState>
  );
}

function PlanScreen({ plan, onBack }: { plan: MyPlan; onBack: () => void }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = studyTabOf(params);
  const learnDone = useCheckPlanCompleted(plan.plan_id, 'learn');
  const testDone = useCheckPlanCompleted(plan.plan_id, 'test');
  const remove = useDeleteWordPlan();
  const chooseTab = (next: StudyTab) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('activeTab', next);
        return query;
      },
      { replace: true },
    );
  const deletePlan = async () => {
    if (!(await showConfirm(t('plan.deleteConfirm', { title: plan.title })))) return;
    remove.mutate(plan.plan_id, {
      onSuccess: () => {
        showToast(t('plan.deleted'));
        void navigate(BIZ_PATHS.home, { replace: true });
      },
    });
  };
  const tabLabel = (entry: StudyTab) => (entry === 'new' ? t('plan.tabNew') : t('plan.tabReview'));
  return (
    <Page title={plan.title} lead={t('home.planMeta', { count: plan.word_count, daily: plan.daily_new })} onBack={onBack} narrow testId="study-word-page">
      <div role="tablist" aria-label={t('plan.tabs')} className={styles.tabs}>
        {STUDY_TABS.map((entry) => (
          <button key={entry} type="button" role="tab" aria-selected={tab === entry} className={styles.tab} onClick={() => chooseTab(entry)} data-testid={`tab-${entry}`}>
            {tabLabel(entry)}
          </button>
        ))}
      </div>
      <Card title={tabLabel(tab)}>
        <ul className={styles.list}>
          <li className={styles.row}>
            <Done done={learnDone.data?.completed === 1} />
            <span data-testid="learn-state">{learnDone.data?.completed === 1 ? t('plan.learnDone') : t('plan.learnNotDone')}</span>
          </li>
          <li className={styles.row}>
            <Done done={testDone.data?.completed === 1} />
            <span data-testid="test-state">{testDone.data?.completed === 1 ? t('plan.testDone') : t('plan.testNotDone')}</span>
          </li>
        </ul>
        <div className={styles.row}>
          <Button onClick={() => void navigate(withQuery(BIZ_PATHS.studyPractice, { plan_id: plan.plan_id, activeTab: tab }))} data-testid="start-learning">
            {t('plan.learn')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(testRoute('biz_word_study', location.search, tab).to)} data-testid="start-test">
            {t('plan.test')}
          </Button>
        </div>
      </Card>
      <div className={styles.row}>
        <Button variant="text" width="auto" onClick={() => void navigate(withQuery(BIZ_PATHS.addPlan, { plan_id: plan.plan_id }))} data-testid="edit-plan">
          {t('plan.edit')}
        </Button>
        <Button variant="danger" width="auto" busy={remove.isPending} onClick={() => void deletePlan()} data-testid="delete-plan">
          {t('plan.delete')}
        </Button>
      </div>
    </Page>
  );
}

function Done({ done }: { done: boolean }) {
  return (
    <span aria-hidden="true" className={done ? styles.right : styles.muted}>
      {done ? '✓' : '・'}
    </span>
  );
}
