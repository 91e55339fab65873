import { Link, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExamResourceList } from '../../eiken-challenge/api/get-exam-resource-list';
import { useHistoryLogs, type ExamHistoryLogs, type ExamResult } from '../../eiken-challenge/api/get-history-logs';
import { ChallengeHistory } from '../../eiken-challenge/components/challenge-history';
import { SectionReview } from '../../eiken-challenge/components/challenge-result-page';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { COLLEGE_PATHS } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';
import { styles } from './entrance-styles';
import { SectionScoreTable } from '../../eiken-challenge/components/section-score-table';

/**
 * /college-entrance-test/mock-test-result?guid=: one common-test mock sitting: the score, the score
 * per part, the weakest part to practise, every set reviewable question by question with its
 * explanation (eiken-challenge's review), and the past sittings.
 */
export function CollegeMockResultPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? undefined;
  const logs = useHistoryLogs(guid);
  const back = <Link to={COLLEGE_PATHS.listening}>{t('backToHub')}</Link>;
  if (!guid) return <StatusBlock tone="error" title={t('resultMissing')} action={back} />;
  return (
    <QueryState query={logs}>
      {(sitting) =>
        sitting.result ? (
          <MockResult sitting={sitting} result={sitting.result} />
        ) : (
          <Page title={t('resultTitle')}>
            <StatusBlock title={t('stillOpen')} action={<Link to={withQuery(COLLEGE_PATHS.mockTest, { directory_id: sitting.directory.directory_id })}>{t('resume')}</Link>} />
          </Page>
        )
      }
    </QueryState>
  );
}

function MockResult({ sitting, result }: { sitting: ExamHistoryLogs; result: ExamResult }) {
  const { t, i18n } = useTranslation(ENTRANCE_NS);
  const navigate = useNavigate();
  const resources = useExamResourceList(sitting.directory.directory_id);
  const classes = useClassList('college');
  const testPage = withQuery(COLLEGE_PATHS.mockTest, { directory_id: sitting.directory.directory_id });
  const weakest = [...result.sections].sort((a, b) => a.percent - b.percent)[0];
  const weakestPart = weakest ? classes.data?.list.find((part) => part.kind === weakest.kind) : undefined;
  return (
    <Page
      title={`${sitting.directory.title} — ${t('resultTitle')}`}
      onBack={() => void navigate(COLLEGE_PATHS.listening)}
      actions={<Link to={testPage}>{t('again')}</Link>}
      testId="mock-result"
    >
      <Card title={t('total')}>
        <p className={styles.big} data-testid="mock-total">
          {t('totalScore', { correct: result.correct, total: result.total, percent: result.percent })}
        </p>
        <p className={styles.muted}>
          {t('finishedAt', { date: formatDate(sitting.finished_at, i18n.language, true), reason: sitting.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted') })}
        </p>
      </Card>
      <Card title={t('byPart')}>
        <SectionScoreTable sections={result.sections} heading={t('part')} testId="mock-parts" />
        {weakest ? (
          <p className={styles.muted}>
            {t('weakest', { part: weakest.title })}{' '}
            {weakestPart ? <Link to={withQuery(COLLEGE_PATHS.practice, { directory_id: weakestPart.class_id })}>{t('practisePart', { part: t(`kind_${weakestPart.kind}`, { defaultValue: weakestPart.title }) })}</Link> : null}
          </p>
        ) : null}
      </Card>
      <QueryState query={resources}>{(list) => <SectionReview guid={sitting.guid} list={list} result={result} backHref={testPage} />}</QueryState>
      <ChallengeHistory directoryId={sitting.directory.directory_id} current={sitting.guid} resultPath={COLLEGE_PATHS.mockResult} />
    </Page>
  );
}
