import { Link } from 'shared-ui/router';
import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useDirectoryList, type ExamDirectory } from '../api/get-directory-list';
import { EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import { ChallengeHistory } from './challenge-history';
import { ExamSitting } from './exam-sitting';
import styles from './eiken-challenge.module.css';

/**
 * /eiken/challenge: the first-stage mock test of the student's grade. Before a sitting: what the
 * test covers, its time limit and pass guide, the way to start (or resume an unfinished sitting)
 * and the attempts so far. During a sitting: the sets played one after another by the engine in
 * test mode against the server's clock (ChallengeSitting).
 */
export function ChallengePage() {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const list = useDirectoryList();
  return (
    <QueryState query={list}>
      {({ level, list: exams }) => {
        if (level === null) {
          return (
            <Page title={t('title')}>
              <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
            </Page>
          );
        }
        const exam = exams[0];
        if (!exam) {
          return (
            <Page title={t('title')}>
              <StatusBlock tone="empty" title={t('noExam')} />
            </Page>
          );
        }
        return <ChallengeExam exam={exam} />;
      }}
    </QueryState>
  );
}

function ChallengeExam({ exam }: { exam: ExamDirectory }) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  return (
    <ExamSitting
      exam={exam}
      openText={(time) => t('openSitting', { time })}
      timeUpText={t('timeUpOpen')}
      startTestId="start-challenge"
      intro={({ list, controls }) => (
        <Page title={exam.title} lead={exam.description} testId="challenge-intro">
          <Card title={t('outline')}>
            <ul className={styles.facts}>
              <li>{t('minutes', { minutes: exam.minutes })}</li>
              <li>{t('questions', { count: exam.item_count })}</li>
              <li>{t('passLine', { percent: Math.round(exam.pass_ratio * 100) })}</li>
            </ul>
            <ol className={styles.sectionList}>
              {list.sections.map((section) => (
                <li key={section.kind}>{t('sectionRow', { title: section.title, count: section.resources.reduce((sum, resource) => sum + resource.question_count, 0) })}</li>
              ))}
            </ol>
            <p className={styles.rules}>{t('rules')}</p>
            {controls}
          </Card>
          <ChallengeHistory directoryId={exam.directory_id} />
        </Page>
      )}
    />
  );
}
