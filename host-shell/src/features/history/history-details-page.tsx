import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { formatDate } from 'shared-ui';
import { wasRefusedByServer } from '../../lib/server-refusal';
import { SHELL_NS } from '../../lib/shell-texts';
import { useHistoryDay } from './api/get-history-day';
import classes from './history.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The runs of one day. Kept alive. */
export function HistoryDetailsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const valid = DAY.test(date);
  const day = useHistoryDay(date, valid);
  const notFound = <StatusBlock title={t('history.notFound')} testId="history-not-found" />;
  return (
    <Page title={t('history.detailsTitle', { date: valid ? formatDate(`${date}T00:00:00`, i18n.language) : '' })} testId="history-details-page">
      {valid ? (
        <QueryState query={day} renderError={(error) => (wasRefusedByServer(error) ? notFound : undefined)}>
          {(data) => (
            <Card>
              {data.items.length === 0 ? <StatusBlock tone="empty" title={t('history.empty')} /> : null}
              <ul className={classes.list}>
                {data.items.map((run) => (
                  <li key={run.guid}>
                    <Link to={`/history/details_deep?guid=${encodeURIComponent(run.guid)}`} className={classes.row} data-testid="history-run">
                      <span className={classes.rowMain}>
                        <strong>{run.resource_title}</strong>
                        {run.homework_title ? <span className={classes.muted}>{t('history.homework', { title: run.homework_title })}</span> : null}
                        <span className={classes.muted}>
                          {formatDate(run.started_at, i18n.language, true)} ・ {t('history.answers', { count: run.answer_count })} ・ {run.is_completed ? t('history.completed') : t('history.inProgress')}
                        </span>
                      </span>
                      <span className={classes.score}>{t('history.score', { score: run.average_score })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </QueryState>
      ) : (
        notFound
      )}
    </Page>
  );
}
