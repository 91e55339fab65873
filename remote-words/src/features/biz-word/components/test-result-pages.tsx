import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, Page, QueryState, ScoreStamp, StatusBlock, useTranslation } from 'shared-ui';
import { useViewTestResults, type TestResults } from '../api/get-view-test-results';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import styles from './biz-word.module.css';

type Links = { again: string; back: string; backLabel: string };

/** A test's outcome: the score stamp (percent of the paper right; 5 points a right answer), counts and each word. */
function ResultView({ result, links }: { result: TestResults; links: Links }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  return (
    <Page title={`${result.plan.title} — ${t('result.title')}`} onBack={() => void navigate(links.back)} narrow testId="biz-test-result">
      <Card>
        <ScoreStamp score={result.percent} withSound />
        <p className={styles.summary} data-testid="result-score" data-right={result.right} data-total={result.total}>
          {t('result.score', { right: result.right, total: result.total })}
        </p>
      </Card>
      <Card title={t('result.words')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('words.word')}</th>
              <th scope="col">{t('words.meaning')}</th>
              <th scope="col">{t('words.result')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((item) => (
              <tr key={item.question_id} data-testid="result-word" data-right={item.is_right}>
                <td lang="en">{item.word}</td>
                <td>{item.meaning}</td>
                <td className={item.is_right === 1 ? styles.right : styles.wrong}>{item.is_right === 1 ? `○ ${t('result.right')}` : `× ${t('result.wrong')}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void navigate(links.back)} data-testid="result-back">
          {links.backLabel}
        </Button>
        <Button onClick={() => void navigate(links.again, { replace: true })} data-testid="result-again">
          {t('result.again')}
        </Button>
      </div>
    </Page>
  );
}

function PlanResult({ links }: { links: (planId: number, activeTab: string | undefined) => Links }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const [params] = useSearchParams();
  const planId = numberParam(params, 'plan_id');
  const guid = params.get('guid') ?? undefined;
  const result = useViewTestResults(planId, guid);
  if (!planId || !guid) return <StatusBlock tone="error" title={t('result.missing')} />;
  return <QueryState query={result}>{(data) => <ResultView result={data} links={links(planId, params.get('activeTab') ?? undefined)} />}</QueryState>;
}

/** /eiken/biz/studyWord/result?plan_id=&guid=: the result of a plan's test taken from its study screen. */
export function StudyResultPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  return (
    <PlanResult
      links={(planId, activeTab) => ({
        again: withQuery(BIZ_PATHS.studyTest, { plan_id: planId, type: 'challenge', activeTab }),
        back: withQuery(BIZ_PATHS.studyWord, { plan_id: planId, activeTab }),
        backLabel: t('result.back'),
      })}
    />
  );
}

/** /eiken/biz/wordTest-result?plan_id=&guid=: the result of the word test from the home page. */
export function WordTestResultPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  return <PlanResult links={(planId) => ({ again: withQuery(BIZ_PATHS.wordTest, { plan_id: planId }), back: BIZ_PATHS.home, backLabel: t('result.toHome') })} />;
}
