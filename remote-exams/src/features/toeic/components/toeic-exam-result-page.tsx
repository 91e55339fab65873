import { Link, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExamResourceList } from '../../eiken-challenge/api/get-exam-resource-list';
import { useHistoryLogs, type ExamHistoryLogs, type ExamResult } from '../../eiken-challenge/api/get-history-logs';
import { SectionReview } from '../../eiken-challenge/components/challenge-result-page';
import { TOEIC_MAX_SCORE, TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';
import { styles } from './toeic-styles';
import { SectionScoreTable } from '../../eiken-challenge/components/section-score-table';

/**
 * /toeic/exam/result?guid=: a TOEIC sitting's result: the listening and reading scores (5-495
 * each, converted from the share of right answers) and the total, the note that they are an
 * estimate, the accuracy by part, and every item to review with its explanation.
 */
export function ToeicExamResultPage() {
  const { t } = useTranslation(TOEIC_NS);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? undefined;
  const logs = useHistoryLogs(guid);
  if (!guid) return <StatusBlock tone="error" title={t('resultMissing')} action={<Link to={TOEIC_PATHS.examHistory}>{t('historyTitle')}</Link>} testId="result-missing" />;
  return (
    <QueryState query={logs}>
      {(sitting) => {
        if (sitting.level.exam !== 'toeic') return <StatusBlock tone="error" title={t('notToeic')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} testId="result-not-toeic" />;
        if (!sitting.result) {
          return <StatusBlock title={t('stillOpen')} action={<Link to={withQuery(TOEIC_PATHS.examInfo, { directory_id: sitting.directory_id })}>{t('resume')}</Link>} testId="result-open" />;
        }
        return <ResultView sitting={sitting} result={sitting.result} />;
      }}
    </QueryState>
  );
}

function ResultView({ sitting, result }: { sitting: ExamHistoryLogs; result: ExamResult }) {
  const { t, i18n } = useTranslation(TOEIC_NS);
  const navigate = useNavigate();
  const info = withQuery(TOEIC_PATHS.examInfo, { directory_id: sitting.directory_id });
  const resources = useExamResourceList(sitting.directory_id);
  const skill = (name: string) => result.skills.find((entry) => entry.skill === name);
  return (
    <Page title={`${sitting.directory.title} — ${t('resultTitle')}`} onBack={() => void navigate(TOEIC_PATHS.examHistory)} actions={<Link to={info}>{t('again')}</Link>} testId="toeic-result">
      <div className={styles.summary}>
        {(['listening', 'reading'] as const).map((name) => {
          const entry = skill(name);
          return (
            <Card key={name} title={t(name)}>
              <p className={styles.big} data-testid={`toeic-${name}`}>
                {entry?.scaled !== null && entry?.scaled !== undefined ? t('scaled', { score: entry.scaled, max: entry.scaled_max ?? 495 }) : '—'}
              </p>
              {entry ? <p className={styles.muted}>{t('rawScore', { correct: entry.correct, total: entry.total, percent: entry.percent })}</p> : null}
            </Card>
          );
        })}
        <Card title={t('total')}>
          <p className={styles.big} data-testid="toeic-total">
            {result.estimate.scaled_score !== null ? t('scaled', { score: result.estimate.scaled_score, max: result.estimate.scaled_max ?? TOEIC_MAX_SCORE }) : '—'}
          </p>
          <p className={styles.muted}>{t('rawScore', { correct: result.correct, total: result.total, percent: result.percent })}</p>
        </Card>
      </div>
      <p className={styles.muted} data-testid="toeic-estimate-note">
        {t('estimateNote')}
      </p>
      <p className={styles.muted}>{t('finishedAt', { date: formatDate(sitting.finished_at, i18n.language, true), reason: sitting.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted') })}</p>
      <Card title={t('byPart')}>
        <SectionScoreTable sections={result.sections} heading={t('part')} testId="toeic-parts-table" />
      </Card>
      <QueryState query={resources}>{(list) => <SectionReview guid={sitting.guid} list={list} result={result} backHref={info} />}</QueryState>
    </Page>
  );
}
