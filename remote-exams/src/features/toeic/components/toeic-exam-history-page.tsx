import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { Card, formatDate, Page, QueryState, useTranslation } from 'shared-ui';
import { useToeicHistoryList } from '../api/get-toeic-history-list';
import { TOEIC_MAX_SCORE, TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';
import { styles } from './toeic-styles';

/** /toeic/exam/history: the student's TOEIC mock test sittings, newest first, with scores, each opening its result. */
export function ToeicExamHistoryPage() {
  const { t, i18n } = useTranslation(TOEIC_NS);
  const navigate = useNavigate();
  const history = useToeicHistoryList();
  return (
    <Page title={`${t('title')} — ${t('historyTitle')}`} lead={t('historyLead')} onBack={() => void navigate(TOEIC_PATHS.index)} actions={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} testId="toeic-history">
      <Card>
        <QueryState query={history} isEmpty={({ list }) => list.length === 0} empty={t('historyEmpty')}>
          {({ list }) => (
            <table className={styles.table} data-testid="toeic-history-table">
              <thead>
                <tr>
                  <th scope="col">{t('historyDate')}</th>
                  <th scope="col">{t('historyTest')}</th>
                  <th scope="col">{t('historyScore')}</th>
                  <th scope="col">{t('historyRaw')}</th>
                  <th scope="col">{t('historyReason')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.guid} data-testid="history-row">
                    <td>
                      <Link to={withQuery(TOEIC_PATHS.examResult, { guid: entry.guid })} data-testid="history-entry">
                        {formatDate(entry.finished_at, i18n.language, true)}
                      </Link>
                    </td>
                    <td>{entry.title}</td>
                    <td>{entry.scaled_score !== null ? `${entry.scaled_score} / ${TOEIC_MAX_SCORE}` : '—'}</td>
                    <td>
                      {entry.correct} / {entry.total}（{entry.percent}%）
                    </td>
                    <td>{entry.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </Card>
    </Page>
  );
}
