import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Page, QueryState, StatusBlock, Tile, TileGrid, useTranslation } from 'shared-ui';
import { useMyPlanList } from '../api/get-my-plan-list';
import { getStartTesting, TEST_ANSWER_PATH } from '../api/get-start-testing';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { WordTestRunner } from './word-test-runner';

/**
 * /eiken/biz/studyWord/test (route eikenBizWordTest) ?plan_id=&type=challenge&activeTab=: the
 * plan's test from its study screen; the result is /eiken/biz/studyWord/result.
 */
export function StudyTestPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = numberParam(params, 'plan_id');
  const activeTab = params.get('activeTab') ?? undefined;
  if (!planId) return <StatusBlock tone="error" title={t('practice.missing')} />;
  return (
    <WordTestRunner
      title={t('test.title', { title: t('home.title') })}
      start={() => getStartTesting(planId)}
      answerPath={TEST_ANSWER_PATH}
      answerFields={{ plan_id: planId }}
      onDone={(guid) => void navigate(withQuery(BIZ_PATHS.studyResult, { plan_id: planId, guid, activeTab }), { replace: true })}
      onBack={() => void navigate(withQuery(BIZ_PATHS.studyWord, { plan_id: planId, activeTab }))}
    />
  );
}

/**
 * /eiken/biz/wordTest?plan_id=: the word test from the home page. Without a plan it lists the
 * plans to choose from; the result is /eiken/biz/wordTest-result.
 */
export function WordTestPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = numberParam(params, 'plan_id');
  if (planId)
    return (
      <WordTestRunner
        title={t('test.title', { title: t('home.wordTest') })}
        start={() => getStartTesting(planId)}
        answerPath={TEST_ANSWER_PATH}
        answerFields={{ plan_id: planId }}
        onDone={(guid) => void navigate(withQuery(BIZ_PATHS.wordTestResult, { plan_id: planId, guid }), { replace: true })}
        onBack={() => void navigate(BIZ_PATHS.wordTest)}
      />
    );
  return <PlanPicker />;
}

function PlanPicker() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const plans = useMyPlanList();
  return (
    <Page title={t('home.wordTest')} lead={t('test.choosePlan')} onBack={() => void navigate(BIZ_PATHS.home)} testId="word-test-plans">
      <QueryState query={plans} isEmpty={({ list }) => list.length === 0} empty={t('home.noPlans')}>
        {({ list }) => (
          <TileGrid label={t('home.myPlans')}>
            {list.map((plan) => (
              <Tile
                key={plan.plan_id}
                title={plan.title}
                meta={t('home.planMeta', { count: plan.word_count, daily: plan.daily_new })}
                badges={plan.today.test_completed === 1 ? [t('plan.testDone')] : undefined}
                testId="test-plan-card"
                actions={
                  <Button onClick={() => void navigate(withQuery(BIZ_PATHS.wordTest, { plan_id: plan.plan_id }))} data-testid="test-plan">
                    {t('plan.test')}
                  </Button>
                }
              />
            ))}
          </TileGrid>
        )}
      </QueryState>
    </Page>
  );
}
