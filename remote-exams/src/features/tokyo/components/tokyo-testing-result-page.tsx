import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExamResourceList, type ExamResourceList } from '../../eiken-challenge/api/get-exam-resource-list';
import { examLogsQuery, type ExamLogs } from '../../eiken-challenge/api/get-exam-logs';
import { useHistoryLogs, type ExamHistoryLogs, type ExamResult } from '../../eiken-challenge/api/get-history-logs';
import { ChallengeHistory } from '../../eiken-challenge/components/challenge-history';
import { SectionReview } from '../../eiken-challenge/components/challenge-result-page';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { isTokyoTask, TOKYO_PATHS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { styles } from './tokyo-styles';

/**
 * /tokyo/testing/result?guid=: one sitting of a full Tokyo test: the score, per task the items
 * answered, the mean score and the speech server's accuracy, fluency and integrity (from each
 * set's record in the sitting), the task to train next, every set reviewable item by item in the
 * engine's result view (the recording, what was recognised, the model answer), and the past
 * sittings.
 */
export function TokyoTestingResultPage() {
  const { t } = useTranslation(TOKYO_NS);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? undefined;
  const logs = useHistoryLogs(guid);
  const back = <Link to={TOKYO_PATHS.index}>{t('backToHub')}</Link>;
  if (!guid) return <StatusBlock tone="error" title={t('resultMissing')} action={back} />;
  return (
    <QueryState query={logs}>
      {(sitting) => {
        if (sitting.level.exam !== 'tokyo') return <StatusBlock tone="error" title={t('notThisTest')} action={back} testId="wrong-sitting" />;
        return sitting.result ? (
          <TestResult sitting={sitting} result={sitting.result} />
        ) : (
          <Page title={t('resultTitle')}>
            <StatusBlock title={t('stillOpen')} action={<Link to={withQuery(TOKYO_PATHS.testing, { directory_id: sitting.directory.directory_id })}>{t('resume')}</Link>} testId="still-open" />
          </Page>
        );
      }}
    </QueryState>
  );
}

function TestResult({ sitting, result }: { sitting: ExamHistoryLogs; result: ExamResult }) {
  const { t, i18n } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const resources = useExamResourceList(sitting.directory.directory_id);
  const testPage = withQuery(TOKYO_PATHS.testing, { directory_id: sitting.directory.directory_id });
  return (
    <Page title={`${sitting.directory.title} — ${t('resultTitle')}`} onBack={() => void navigate(TOKYO_PATHS.index)} actions={<Link to={testPage}>{t('again')}</Link>} testId="test-result">
      <Card title={t('total')}>
        <p className={styles.big} data-testid="test-total">
          {t('totalScore', { correct: result.correct, total: result.total, percent: result.percent })}
        </p>
        <p className={styles.muted}>
          {t('finishedAt', { date: formatDate(sitting.finished_at, i18n.language, true), reason: sitting.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted') })}
        </p>
        <p className={styles.muted}>{t('totalNote')}</p>
      </Card>
      <QueryState query={resources}>
        {(list) => (
          <>
            <TaskScores guid={sitting.guid} list={list} result={result} />
            <SectionReview guid={sitting.guid} list={list} result={result} backHref={testPage} />
          </>
        )}
      </QueryState>
      <ChallengeHistory directoryId={sitting.directory.directory_id} current={sitting.guid} resultPath={TOKYO_PATHS.testingResult} />
    </Page>
  );
}

type Scores = { answered: number; items: number; score: number; accuracy: number | null; fluency: number | null; integrity: number | null };

const mean = (values: number[]) => (values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length));

/** A task's scores from its sets' records in the sitting: the mean item score (unanswered 0) and the speech server's means over the recordings. */
export function taskScores(records: ExamLogs[]): Scores {
  const items = records.flatMap((logs) => logs.answer_record.items);
  const answered = items.filter((item) => item.practiced === 1 && item.is_skipped !== 1);
  const of = (pick: (item: (typeof items)[number]) => number | null | undefined) => mean(answered.map(pick).filter((value): value is number => typeof value === 'number'));
  return {
    answered: answered.length,
    items: items.length,
    score: mean(items.map((item) => (item.practiced === 1 ? item.percent_score : 0))) ?? 0,
    accuracy: of((item) => item.accuracy_score),
    fluency: of((item) => item.fluency_score),
    integrity: of((item) => item.integrity_score),
  };
}

/** Per task: answered items, the mean score and the speech scores, with a bar; and the task to train next (the lowest mean score). */
function TaskScores({ guid, list, result }: { guid: string; list: ExamResourceList; result: ExamResult }) {
  const { t } = useTranslation(TOKYO_NS);
  const classes = useClassList('tokyo');
  const records = useQueries({
    queries: list.sections.flatMap((section) => section.resources.map((resource) => examLogsQuery(resource.resource_id, guid))),
  });
  const loading = records.some((query) => query.isPending);
  const failed = records.find((query) => query.isError);
  let offset = 0;
  const rows = list.sections.map((section) => {
    const own = records.slice(offset, offset + section.resources.length).flatMap((query) => (query.data ? [query.data] : []));
    offset += section.resources.length;
    const counted = result.sections.find((entry) => entry.kind === section.kind);
    return { section, counted, scores: taskScores(own) };
  });
  const weakest = [...rows].sort((a, b) => a.scores.score - b.scores.score)[0];
  const weakestTask = weakest ? classes.data?.list.find((entry) => entry.kind === weakest.section.kind) : undefined;
  const speech = (value: number | null) => (value === null ? t('noScore') : t('points', { score: value }));
  return (
    <Card title={t('byTask')}>
      {loading ? <p className={styles.muted}>{t('loadingScores')}</p> : null}
      {failed ? <StatusBlock tone="error" title={failed.error?.message ?? t('scoresFailed')} /> : null}
      <table className={styles.table} data-testid="test-tasks">
        <thead>
          <tr>
            <th scope="col">{t('task')}</th>
            <th scope="col">{t('answered')}</th>
            <th scope="col">{t('meanScore')}</th>
            <th scope="col">{t('accuracy')}</th>
            <th scope="col">{t('fluency')}</th>
            <th scope="col">{t('integrity')}</th>
            <th scope="col">{t('passed')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ section, counted, scores }) => (
            <tr key={section.kind} data-testid="task-row" data-kind={section.kind}>
              <th scope="row">{isTokyoTask(section.kind) ? t(`taskName_${section.kind}`) : section.title}</th>
              <td>{t('answeredOf', { answered: scores.answered, total: scores.items })}</td>
              <td data-testid="task-score">
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${scores.score}%` }} />
                </span>
                {t('points', { score: scores.score })}
              </td>
              <td>{speech(scores.accuracy)}</td>
              <td>{speech(scores.fluency)}</td>
              <td>{speech(scores.integrity)}</td>
              <td>{counted ? t('passedOf', { correct: counted.correct, total: counted.total }) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('scoresNote')}</p>
      {weakest && !loading ? (
        <p data-testid="weakest-task">
          {t('weakest', { task: isTokyoTask(weakest.section.kind) ? t(`taskName_${weakest.section.kind}`) : weakest.section.title })}{' '}
          {weakestTask ? <Link to={withQuery(TOKYO_PATHS.training, { dir_id: weakestTask.class_id })}>{t('trainTask', { task: t(`taskName_${weakestTask.kind}`, { defaultValue: weakestTask.title }) })}</Link> : null}
        </p>
      ) : null}
    </Card>
  );
}
