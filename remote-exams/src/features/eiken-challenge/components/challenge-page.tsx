import { useState } from 'react';
import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { Button, Card, combineQueries, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useDirectoryList, type ExamDirectory } from '../api/get-directory-list';
import { partsOf, useExamResourceList, type ExamResourceList } from '../api/get-exam-resource-list';
import { useStartSitting } from '../api/start-sitting';
import { useSubmitExamLogs } from '../api/submit-exam-logs';
import { EIKEN_CHALLENGE_PATHS } from '../eiken-challenge-paths';
import { clock, EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import { ChallengeHistory } from './challenge-history';
import { ChallengeSitting, type Sitting } from './challenge-sitting';
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
  const resources = useExamResourceList(exam.directory_id);
  const engine = useExerciseEngine();
  const [sitting, setSitting] = useState<Sitting | null>(null);
  return (
    <QueryState query={combineQueries(engine, resources)}>
      {([loaded, list]) =>
        sitting ? (
          <ChallengeSitting engine={loaded} exam={exam} list={list} sitting={sitting} />
        ) : (
          <ChallengeIntro exam={exam} list={list} newGuid={loaded.newGuid} onSitting={setSitting} />
        )
      }
    </QueryState>
  );
}

function ChallengeIntro({ exam, list, newGuid, onSitting }: { exam: ExamDirectory; list: ExamResourceList; newGuid: () => string; onSitting: (sitting: Sitting) => void }) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const navigate = useNavigate();
  const start = useStartSitting();
  const handIn = useSubmitExamLogs();
  const open = exam.open_attempt;
  const firstPart = partsOf(list)[0];

  const begin = () => {
    if (!firstPart) return;
    const guid = newGuid();
    start.mutate(
      { resourceId: firstPart.resource.resource_id, examGuid: guid },
      // The deadline as this browser's clock sees it: the server's remaining time from now.
      { onSuccess: (reply) => onSitting({ guid, deadline: Date.now() + reply.attempt.remaining_seconds * 1000 }) },
    );
  };

  return (
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
        {open ? (
          <div className={styles.openSitting} data-testid="open-sitting">
            <p>{open.remaining_seconds > 0 ? t('openSitting', { time: clock(open.remaining_seconds) }) : t('timeUpOpen')}</p>
            <div className={styles.actions}>
              {open.remaining_seconds > 0 ? (
                <Button onClick={() => onSitting({ guid: open.guid, deadline: Date.now() + open.remaining_seconds * 1000 })} data-testid="resume-sitting">
                  {t('resume')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                disabled={handIn.isPending}
                onClick={() =>
                  handIn.mutate(
                    { examGuid: open.guid, reason: open.remaining_seconds > 0 ? 'submitted' : 'timeout' },
                    { onSuccess: (result) => void navigate(withQuery(EIKEN_CHALLENGE_PATHS.result, { guid: result.guid })) },
                  )
                }
              >
                {open.remaining_seconds > 0 ? t('handInNow') : t('seeResult')}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={begin} disabled={start.isPending || !firstPart} data-testid="start-challenge">
            {start.isPending ? t('starting') : t('start')}
          </Button>
        )}
      </Card>
      <ChallengeHistory directoryId={exam.directory_id} />
    </Page>
  );
}
