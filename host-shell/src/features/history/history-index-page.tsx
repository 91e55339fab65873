import { Link } from 'shared-ui/router';
import { Button, Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { formatDate } from 'shared-ui';
import { itemsOfPages } from '../../lib/paged-list';
import { SHELL_NS } from '../../lib/shell-texts';
import { useHistoryIndex } from './api/get-history-index';
import classes from './history.module.css';

/** Study totals and one row per day studied. Kept alive. */
export function HistoryIndexPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const index = useHistoryIndex();
  return (
    <Page title={t('history.title')} testId="history-index-page">
      <QueryState query={index}>
        {(data) => {
          // Every page carries the totals; the newest answer's are the current ones.
          const summary = data.pages.at(-1)!.summary;
          const days = itemsOfPages(data.pages, (page) => page.items, (day) => day.date);
          return (
            <>
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
              <Card>
                {days.length === 0 ? <StatusBlock tone="empty" title={t('history.empty')} /> : null}
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
                {index.hasNextPage ? (
                  <div className={classes.center}>
                    <Button variant="secondary" busy={index.isFetchingNextPage} onClick={() => void index.fetchNextPage()}>
                      {t('history.more')}
                    </Button>
                  </div>
                ) : null}
              </Card>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
