import { withQuery } from 'shared-ui/router';
import { Card, combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import type { ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { useDirectoryList } from '../../eiken-challenge/api/get-directory-list';
import { ChallengeHistory } from '../../eiken-challenge/components/challenge-history';
import { clock } from '../../eiken-challenge/eiken-challenge-texts';
import { useClassList, type EikenClass } from '../../eiken-practice/api/get-class-list';
import { isTokyoTask, TOKYO_PATHS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { styles } from './tokyo-styles';

/**
 * /tokyo/index: the Tokyo speaking test hub: training by task (A reading aloud, B answering about
 * given information, C a story from four pictures, D an opinion with a reason), the practice
 * units, the full tests with the student's sittings, the listening practice and the help page.
 */
export function TokyoIndexPage() {
  const { t } = useTranslation(TOKYO_NS);
  const classes = useClassList('tokyo');
  const tests = useDirectoryList('tokyo');
  return (
    <Page title={t('title')} lead={t('lead')} actions={<LinkButton to={TOKYO_PATHS.help} data-testid="to-help">{t('helpLink')}</LinkButton>} testId="tokyo-index">
      <QueryState query={combineQueries(classes, tests)}>
        {([{ list }, { list: exams }]) => {
          const tasks = list.filter((entry) => isTokyoTask(entry.kind)).sort((a, b) => a.kind.localeCompare(b.kind));
          const units = list.filter((entry) => entry.kind === 'unit');
          const listening = list.filter((entry) => entry.kind === 'listening');
          if (list.length === 0 && exams.length === 0) return <StatusBlock tone="empty" title={t('noContent')} />;
          return (
            <>
              <Card title={t('trainingTitle')} testId="tokyo-tasks">
                <p className={styles.muted}>{t('trainingLead')}</p>
                {tasks.length === 0 ? <StatusBlock tone="empty" title={t('noSets')} /> : <TaskGrid tasks={tasks} />}
              </Card>
              <Card title={t('unitsTitle')} testId="tokyo-units-summary">
                <p className={styles.muted}>{t('unitsLead')}</p>
                {units.length === 0 ? (
                  <StatusBlock tone="empty" title={t('noUnits')} />
                ) : (
                  <Summary groups={units} label={t('unitsSummary', { count: units.length })} to={TOKYO_PATHS.unitList} action={t('toUnits')} testId="to-units" />
                )}
              </Card>
              <Card title={t('testsTitle')} testId="tokyo-tests">
                <p className={styles.muted}>{t('testsLead')}</p>
                {exams.length === 0 ? <StatusBlock tone="empty" title={t('noTests')} /> : <TestList tests={exams} />}
              </Card>
              <Card title={t('listeningTitle')} testId="tokyo-listening-summary">
                <p className={styles.muted}>{t('listeningLead')}</p>
                {listening.length === 0 ? (
                  <StatusBlock tone="empty" title={t('noListening')} />
                ) : (
                  <Summary groups={listening} label={t('listeningSummary', { count: listening.reduce((sum, entry) => sum + entry.resource_count, 0) })} to={TOKYO_PATHS.listening} action={t('toListening')} testId="to-listening" />
                )}
              </Card>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

function TaskGrid({ tasks }: { tasks: EikenClass[] }) {
  const { t } = useTranslation(TOKYO_NS);
  return (
    <ul className={styles.grid}>
      {tasks.map((task) => (
        <li key={task.class_id} className={styles.item} data-testid="tokyo-task" data-kind={task.kind}>
          <h3>{t(`taskName_${task.kind}`)}</h3>
          <p>{task.title}</p>
          <p className={styles.muted}>{t(`taskShort_${task.kind}`)}</p>
          <p className={styles.muted}>{t('progress', { done: task.completed_count, total: task.resource_count })}</p>
          <div className={styles.actions}>
            <LinkButton to={withQuery(TOKYO_PATHS.training, { dir_id: task.class_id })} data-testid="to-task">
              {t('practiseTask', { task: t(`taskName_${task.kind}`) })}
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The progress over some directories and the way to their page. */
function Summary({ groups, label, to, action, testId }: { groups: EikenClass[]; label: string; to: string; action: string; testId: string }) {
  const { t } = useTranslation(TOKYO_NS);
  const done = groups.reduce((sum, entry) => sum + entry.completed_count, 0);
  const total = groups.reduce((sum, entry) => sum + entry.resource_count, 0);
  return (
    <div className={styles.summaryRow}>
      <p>
        {label} <span className={styles.muted}>{t('progress', { done, total })}</span>
      </p>
      <LinkButton to={to} data-testid={testId}>
        {action}
      </LinkButton>
    </div>
  );
}

function TestList({ tests }: { tests: ExamDirectory[] }) {
  const { t } = useTranslation(TOKYO_NS);
  return (
    <ul className={styles.sets}>
      {tests.map((test) => {
        const open = test.open_attempt;
        return (
          <li key={test.directory_id} className={styles.item} data-testid="tokyo-test">
            <h3>{test.title}</h3>
            <p className={styles.muted}>{test.description}</p>
            <p>{t('testFacts', { minutes: test.minutes, count: test.item_count })}</p>
            <p className={styles.muted}>{test.attempt_count > 0 ? t('attempts', { count: test.attempt_count, percent: test.best_percent ?? 0 }) : t('notTaken')}</p>
            {open ? <p className={styles.muted}>{open.remaining_seconds > 0 ? t('openAttempt', { time: clock(open.remaining_seconds) }) : t('openAttemptTimeUp')}</p> : null}
            <div className={styles.actions}>
              <LinkButton primary to={withQuery(TOKYO_PATHS.testing, { directory_id: test.directory_id })} data-testid="to-test">
                {open ? t('resumeTest', { title: test.title }) : t('takeTest', { title: test.title })}
              </LinkButton>
              {test.attempt_count > 0 && test.last_guid ? (
                <LinkButton to={withQuery(TOKYO_PATHS.testingResult, { guid: test.last_guid })} data-testid="test-last-result">
                  {t('lastResult', { title: test.title })}
                </LinkButton>
              ) : null}
            </div>
            {test.attempt_count > 0 ? <ChallengeHistory directoryId={test.directory_id} resultPath={TOKYO_PATHS.testingResult} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
