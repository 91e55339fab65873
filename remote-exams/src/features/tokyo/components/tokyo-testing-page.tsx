import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useDirectoryList, type ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { ChallengeHistory } from '../../eiken-challenge/components/challenge-history';
import { ExamSitting } from '../../eiken-challenge/components/exam-sitting';
import { isTokyoTask, TOKYO_PATHS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { styles } from './tokyo-styles';

/**
 * /tokyo/testing?directory_id=: a full Tokyo test under test conditions. Before a sitting: its four
 * parts, the time limit, how the sitting runs (preparation time = each item's wait_time, answer
 * time = its record_max_time, one take per item, no going back) and the past sittings. During one:
 * eiken-challenge's sitting (the engine in test mode, each recording scored by the speech server
 * and saved at once, the server's clock), ending on /tokyo/testing/result.
 */
export function TokyoTestingPage() {
  const { t } = useTranslation(TOKYO_NS);
  const [params] = useSearchParams();
  const directoryId = numberParam(params, 'directory_id');
  const list = useDirectoryList('tokyo');
  const back = <Link to={TOKYO_PATHS.index}>{t('backToHub')}</Link>;
  if (!directoryId) return <StatusBlock tone="error" title={t('missing')} action={back} />;
  return (
    <QueryState query={list}>
      {({ list: exams }) => {
        const exam = exams.find((entry) => entry.directory_id === directoryId);
        return exam ? <TokyoTest key={exam.directory_id} exam={exam} /> : <StatusBlock tone="error" title={t('testNotFound')} action={back} testId="test-not-found" />;
      }}
    </QueryState>
  );
}

function TokyoTest({ exam }: { exam: ExamDirectory }) {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  return (
    <ExamSitting
      exam={exam}
      paths={{ result: TOKYO_PATHS.testingResult, back: withQuery(TOKYO_PATHS.testing, { directory_id: exam.directory_id }) }}
      openText={(time) => t('openAttempt', { time })}
      timeUpText={t('openAttemptTimeUp')}
      startTestId="start-test"
      intro={({ list, controls }) => (
        <Page title={exam.title} lead={exam.description} onBack={() => void navigate(TOKYO_PATHS.index)} actions={<Link to={TOKYO_PATHS.help}>{t('helpLink')}</Link>} testId="test-intro">
          <Card title={t('outline')}>
            <ul className={styles.facts}>
              <li>{t('testFacts', { minutes: exam.minutes, count: exam.item_count })}</li>
            </ul>
            <ol className={styles.sectionList}>
              {list.sections.map((section) => (
                <li key={section.kind} data-testid="test-section">
                  {t('sectionRow', {
                    task: isTokyoTask(section.kind) ? t(`taskName_${section.kind}`) : section.title,
                    title: section.title,
                    count: section.resources.reduce((sum, resource) => sum + resource.question_count, 0),
                  })}
                </li>
              ))}
            </ol>
            <ul className={styles.rulesList}>
              <li>{t('ruleTiming')}</li>
              <li>{t('ruleOneTake')}</li>
              <li>{t('ruleMicrophone')}</li>
              <li>{t('ruleClock')}</li>
            </ul>
            {controls}
          </Card>
          <ChallengeHistory directoryId={exam.directory_id} resultPath={TOKYO_PATHS.testingResult} />
        </Page>
      )}
    />
  );
}
