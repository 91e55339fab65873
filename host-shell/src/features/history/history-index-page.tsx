import { useState } from 'react';
import { Link } from 'shared-ui/router';
import { historyApi, type HistoryDay } from 'shared-api';
import { Button, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { useLoad } from '../common/use-load';
import classes from './history.module.css';

/** Study totals and one row per day studied. Kept alive. */
export function HistoryIndexPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<HistoryDay[]>([]);
  const index = useLoad(async (signal) => {
    const answer = await historyApi.fetchHistoryIndex(page, 30, { signal });
    setDays((shown) => (page === 1 ? answer.items : [...shown.filter((day) => !answer.items.some((n) => n.date === day.date)), ...answer.items]));
    return answer;
  }, [page]);
  const summary = index.data?.summary;
  return (
    <Page title={t('history.title')} testId="history-index-page">
      <LoadGate loading={index.loading} error={index.error} onRetry={index.reload} hasData={index.data !== undefined} />
      {summary ? (
        <Card title={t('history.summary')}>
          <dl className={classes.stats}>
            <div>
              <dt>{t('history.practices')}</dt>
              <dd>{summary.total_practices}</dd>
            </div>
            <div>
              <dt>{t('history.days')}</dt>
              <dd>{summary.total_days}</dd>
            </div>
            <div>
              <dt>{t('history.minutes')}</dt>
              <dd>{t('history.minutesValue', { count: summary.total_minutes })}</dd>
            </div>
            <div>
              <dt>{t('history.averageScore')}</dt>
              <dd>{summary.average_score}</dd>
            </div>
            <div>
              <dt>{t('history.streak')}</dt>
              <dd>{t('history.streakValue', { count: summary.current_streak })}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
      {index.data ? (
        <Card>
          {days.length === 0 ? <p>{t('history.empty')}</p> : null}
          <ul className={classes.list}>
            {days.map((day) => (
              <li key={day.date}>
                <Link to={`/history/details?date=${day.date}`} className={classes.row} data-testid="history-day">
                  <span className={classes.rowMain}>
                    <strong>{formatDate(`${day.date}T00:00:00`, i18n.language)}</strong>
                    <span className={classes.muted}>{t('history.dayRow', { count: day.practice_count, resources: day.resource_count })}</span>
                  </span>
                  <span className={classes.score}>{t('history.score', { score: day.average_score })}</span>
                </Link>
              </li>
            ))}
          </ul>
          {days.length < index.data.total ? (
            <div className={classes.center}>
              <Button variant="secondary" busy={index.loading} onClick={() => setPage((value) => value + 1)}>
                {t('history.more')}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
    </Page>
  );
}
