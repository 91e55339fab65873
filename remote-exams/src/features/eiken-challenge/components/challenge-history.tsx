import { Link, withQuery } from 'shared-ui/router';
import { Card, formatDate, QueryState, useTranslation } from 'shared-ui';
import { useHistoryList } from '../api/get-history-list';
import { EIKEN_CHALLENGE_PATHS } from '../eiken-challenge-paths';
import { EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import styles from './eiken-challenge.module.css';

/** The student's finished sittings of a test, newest first, each opening its result (on resultPath, the Eiken result page by default). */
export function ChallengeHistory({ directoryId, current, resultPath = EIKEN_CHALLENGE_PATHS.result }: { directoryId: number; current?: string; resultPath?: string }) {
  const { t, i18n } = useTranslation(EIKEN_CHALLENGE_NS);
  const history = useHistoryList(directoryId);
  return (
    <Card title={t('history')} testId="challenge-history">
      <QueryState query={history} isEmpty={({ list }) => list.length === 0} empty={t('historyEmpty')}>
        {({ list }) => (
          <ul className={styles.history}>
            {list.map((entry) => (
              <li key={entry.guid} aria-current={entry.guid === current ? 'true' : undefined}>
                <Link to={withQuery(resultPath, { guid: entry.guid })} data-testid="history-entry">
                  {t('historyRow', { date: formatDate(entry.finished_at, i18n.language, true), correct: entry.correct, total: entry.total, percent: entry.percent })}
                </Link>
                <span className={styles.muted}>{entry.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted')}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
