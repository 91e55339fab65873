import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useDirectoryList, type ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { ChallengeHistory } from '../../eiken-challenge/components/challenge-history';
import { ExamSitting } from '../../eiken-challenge/components/exam-sitting';
import { COLLEGE_PATHS } from '../entrance-paths';
import { ENTRANCE_NS, playsOfKind } from '../entrance-texts';
import { styles } from './entrance-styles';

/**
 * /college-entrance-test/mock-test?directory_id=: a common-test mock test. Before a sitting: its
 * parts (with how often each is played), time limit and rules, the way to start or resume, and
 * the past sittings. During one: eiken-challenge's sitting (the engine in test mode, every answer
 * saved at once, no going back, the recordings played as the engine plays them, the server's
 * clock), ending on /mock-test-result.
 */
export function CollegeMockTestPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const directoryId = numberParam(params, 'directory_id');
  const list = useDirectoryList('college');
  const back = <Link to={COLLEGE_PATHS.listening}>{t('backToHub')}</Link>;
  if (!directoryId) return <StatusBlock tone="error" title={t('missing')} action={back} />;
  return (
    <QueryState query={list}>
      {({ list: exams }) => {
        const exam = exams.find((entry) => entry.directory_id === directoryId);
        return exam ? <MockTest key={exam.directory_id} exam={exam} /> : <StatusBlock tone="error" title={t('mockNotFound')} action={back} testId="mock-not-found" />;
      }}
    </QueryState>
  );
}

function MockTest({ exam }: { exam: ExamDirectory }) {
  const { t } = useTranslation(ENTRANCE_NS);
  const navigate = useNavigate();
  return (
    <ExamSitting
      exam={exam}
      paths={{ result: COLLEGE_PATHS.mockResult, back: withQuery(COLLEGE_PATHS.mockTest, { directory_id: exam.directory_id }) }}
      openText={(time) => t('openAttempt', { time })}
      timeUpText={t('openAttemptTimeUp')}
      startTestId="start-mock"
      intro={({ list, controls }) => (
        <Page title={exam.title} lead={exam.description} onBack={() => void navigate(COLLEGE_PATHS.listening)} testId="mock-intro">
          <Card title={t('outline')}>
            <ul className={styles.facts}>
              <li>{t('mockFacts', { minutes: exam.minutes, count: exam.item_count })}</li>
            </ul>
            <ol className={styles.sectionList}>
              {list.sections.map((section) => (
                <li key={section.kind}>
                  {t('sectionRow', {
                    title: section.title,
                    count: section.resources.reduce((sum, resource) => sum + resource.question_count, 0),
                    plays: t(`playsShort_${playsOfKind(section.kind)}`),
                  })}
                </li>
              ))}
            </ol>
            <p className={styles.rules}>{t('mockRules')}</p>
            {controls}
          </Card>
          <ChallengeHistory directoryId={exam.directory_id} resultPath={COLLEGE_PATHS.mockResult} />
        </Page>
      )}
    />
  );
}
