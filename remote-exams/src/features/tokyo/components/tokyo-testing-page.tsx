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
import { clock } from '../../eiken-challenge/eiken-challenge-texts';
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
  const resources = useExamResourceList(exam.directory_id);
  const engine = useExerciseEngine();
  const [sitting, setSitting] = useState<Sitting | null>(null);
  const paths = { result: TOKYO_PATHS.testingResult, back: withQuery(TOKYO_PATHS.testing, { directory_id: exam.directory_id }) };
  return (
    <QueryState query={combineQueries(engine, resources)}>
      {([loaded, list]) =>
        sitting ? (
          <ChallengeSitting engine={loaded} exam={exam} list={list} sitting={sitting} paths={paths} />
        ) : (
          <TestIntro exam={exam} list={list} newGuid={loaded.newGuid} onSitting={setSitting} />
        )
      }
    </QueryState>
  );
}

function TestIntro({ exam, list, newGuid, onSitting }: { exam: ExamDirectory; list: ExamResourceList; newGuid: () => string; onSitting: (sitting: Sitting) => void }) {
  const { t } = useTranslation(TOKYO_NS);
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
                    { onSuccess: (result) => void navigate(withQuery(TOKYO_PATHS.testingResult, { guid: result.guid })) },
                  )
                }
              >
                {open.remaining_seconds > 0 ? t('handInNow') : t('seeResult')}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={begin} disabled={start.isPending || !firstPart} data-testid="start-test">
            {start.isPending ? t('starting') : t('start')}
          </Button>
        )}
      </Card>
      <ChallengeHistory directoryId={exam.directory_id} resultPath={TOKYO_PATHS.testingResult} />
    </Page>
  );
}
