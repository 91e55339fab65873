import { useState } from 'react';
import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, combineQueries, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useDirectoryList, type ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { partsOf, useExamResourceList, type ExamResourceList } from '../../eiken-challenge/api/get-exam-resource-list';
import { useStartSitting } from '../../eiken-challenge/api/start-sitting';
import { useSubmitExamLogs } from '../../eiken-challenge/api/submit-exam-logs';
import { ChallengeHistory } from '../../eiken-challenge/components/challenge-history';
import { ChallengeSitting, type Sitting } from '../../eiken-challenge/components/challenge-sitting';
import { COLLEGE_PATHS } from '../entrance-paths';
import { clock, ENTRANCE_NS, playsOfKind } from '../entrance-texts';
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
  const resources = useExamResourceList(exam.directory_id);
  const engine = useExerciseEngine();
  const [sitting, setSitting] = useState<Sitting | null>(null);
  const paths = { result: COLLEGE_PATHS.mockResult, back: withQuery(COLLEGE_PATHS.mockTest, { directory_id: exam.directory_id }) };
  return (
    <QueryState query={combineQueries(engine, resources)}>
      {([loaded, list]) =>
        sitting ? (
          <ChallengeSitting engine={loaded} exam={exam} list={list} sitting={sitting} paths={paths} />
        ) : (
          <MockIntro exam={exam} list={list} newGuid={loaded.newGuid} onSitting={setSitting} />
        )
      }
    </QueryState>
  );
}

function MockIntro({ exam, list, newGuid, onSitting }: { exam: ExamDirectory; list: ExamResourceList; newGuid: () => string; onSitting: (sitting: Sitting) => void }) {
  const { t } = useTranslation(ENTRANCE_NS);
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
        {open ? (
          <div className={styles.notice} data-testid="open-sitting">
            <p>{open.remaining_seconds > 0 ? t('openAttempt', { time: clock(open.remaining_seconds) }) : t('openAttemptTimeUp')}</p>
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
                    { onSuccess: (result) => void navigate(withQuery(COLLEGE_PATHS.mockResult, { guid: result.guid })) },
                  )
                }
              >
                {open.remaining_seconds > 0 ? t('handInNow') : t('seeResult')}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={begin} disabled={start.isPending || !firstPart} data-testid="start-mock">
            {start.isPending ? t('starting') : t('start')}
          </Button>
        )}
      </Card>
      <ChallengeHistory directoryId={exam.directory_id} resultPath={COLLEGE_PATHS.mockResult} />
    </Page>
  );
}
