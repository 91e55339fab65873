import { useQueryClient } from '@tanstack/react-query';
import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, combineQueries, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useDirectoryList, type ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { partsOf, useExamResourceList, type ExamResourceList } from '../../eiken-challenge/api/get-exam-resource-list';
import { useStartSitting } from '../../eiken-challenge/api/start-sitting';
import { clock } from '../../eiken-challenge/eiken-challenge-texts';
import { useToeicHistoryList } from '../api/get-toeic-history-list';
import { paperSubmitted, submitPaper } from '../api/submit-paper';
import { clearPaper } from '../toeic-paper-store';
import { TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';
import { NoToeic } from './toeic-index-page';
import { styles } from './toeic-styles';

/**
 * /toeic/exam/info?directory_id=: a TOEIC mock test before the paper: what it covers (parts and
 * their question counts, the time), how the paper works, the past sittings, and the way to start
 * (the sitting starts on the server, whose clock then runs) or to resume a sitting under way.
 */
export function ToeicExamInfoPage() {
  const { t } = useTranslation(TOEIC_NS);
  const [params] = useSearchParams();
  const directoryId = numberParam(params, 'directory_id');
  const exams = useDirectoryList('toeic');
  if (!directoryId) return <NoToeic />;
  return (
    <QueryState query={exams}>
      {({ list }) => {
        const exam = list.find((entry) => entry.directory_id === directoryId);
        if (!exam) return <StatusBlock tone="error" title={t('mockNotFound')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} testId="mock-not-found" />;
        return <ExamInfo exam={exam} />;
      }}
    </QueryState>
  );
}

function ExamInfo({ exam }: { exam: ExamDirectory }) {
  const navigate = useNavigate();
  const resources = useExamResourceList(exam.directory_id);
  const engine = useExerciseEngine();
  return (
    <Page title={exam.title} lead={exam.description} onBack={() => void navigate(TOEIC_PATHS.index)} testId="toeic-exam-info">
      <QueryState query={combineQueries(engine, resources)}>{([loaded, list]) => <Outline exam={exam} list={list} newGuid={loaded.newGuid} />}</QueryState>
      <PastSittings directoryId={exam.directory_id} />
    </Page>
  );
}

function Outline({ exam, list, newGuid }: { exam: ExamDirectory; list: ExamResourceList; newGuid: () => string }) {
  const { t } = useTranslation(TOEIC_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartSitting();
  const open = exam.open_attempt;
  const firstPart = partsOf(list)[0];
  const paperOf = (guid: string) => withQuery(TOEIC_PATHS.exam, { directory_id: exam.directory_id, guid });

  const begin = () => {
    if (!firstPart) return;
    const guid = newGuid();
    start.mutate({ resourceId: firstPart.resource.resource_id, examGuid: guid }, { onSuccess: () => void navigate(paperOf(guid)) });
  };

  // A sitting whose time ran out: the server no longer takes answers; ending it shows its result.
  const closeTimedOut = async (guid: string) => {
    const result = await submitPaper(guid, 'timeout', []);
    clearPaper(window.localStorage, guid);
    paperSubmitted(queryClient, result);
    void navigate(withQuery(TOEIC_PATHS.examResult, { guid: result.guid }));
  };

  return (
    <Card title={t('outline')}>
      <ul className={styles.facts}>
        <li>{t('mockFacts', { minutes: exam.minutes, count: exam.item_count })}</li>
      </ul>
      <ol className={styles.sectionList} data-testid="toeic-exam-parts">
        {list.sections.map((section) => (
          <li key={section.kind}>{t('sectionRow', { title: section.title, count: section.resources.reduce((sum, resource) => sum + resource.question_count, 0) })}</li>
        ))}
      </ol>
      <p className={styles.muted}>{t('mockRules')}</p>
      {open ? (
        <div className={styles.notice} data-testid="open-sitting">
          <p>{open.remaining_seconds > 0 ? t('openAttempt', { time: clock(open.remaining_seconds) }) : t('openAttemptTimeUp')}</p>
          <div className={styles.actions}>
            {open.remaining_seconds > 0 ? (
              <Button width="auto" onClick={() => void navigate(paperOf(open.guid))} data-testid="resume-sitting">
                {t('resume')}
              </Button>
            ) : (
              <Button width="auto" variant="secondary" onClick={() => void closeTimedOut(open.guid).catch(() => undefined)} data-testid="close-sitting">
                {t('seeResult')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <Button width="auto" onClick={begin} disabled={start.isPending || !firstPart} data-testid="start-mock">
          {start.isPending ? t('starting') : t('start')}
        </Button>
      )}
    </Card>
  );
}

function PastSittings({ directoryId }: { directoryId: number }) {
  const { t, i18n } = useTranslation(TOEIC_NS);
  const history = useToeicHistoryList();
  return (
    <Card title={t('pastSittings')} testId="toeic-past-sittings">
      <QueryState query={history} isEmpty={({ list }) => !list.some((entry) => entry.directory_id === directoryId)} empty={t('noSittings')}>
        {({ list }) => (
          <ul className={styles.history}>
            {list
              .filter((entry) => entry.directory_id === directoryId)
              .map((entry) => {
                const date = formatDate(entry.finished_at, i18n.language, true);
                return (
                  <li key={entry.guid}>
                    <Link to={withQuery(TOEIC_PATHS.examResult, { guid: entry.guid })} data-testid="sitting-entry">
                      {entry.scaled_score !== null ? t('sittingRow', { date, score: entry.scaled_score, correct: entry.correct, total: entry.total }) : t('sittingRowNoScore', { date, correct: entry.correct, total: entry.total })}
                    </Link>
                    <span className={styles.muted}>{entry.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted')}</span>
                  </li>
                );
              })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
