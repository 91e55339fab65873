import { useTranslation } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { historyApi } from 'shared-api';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { useLoad } from '../common/use-load';
import classes from './history.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The runs of one day. Kept alive. */
export function HistoryDetailsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const valid = DAY.test(date);
  const day = useLoad((signal) => (valid ? historyApi.fetchHistoryDay(date, { signal, silentBadRequest: true }) : Promise.resolve(null)), [date]);
  return (
    <Page title={t('history.detailsTitle', { date: valid ? formatDate(`${date}T00:00:00`, i18n.language) : '' })} testId="history-details-page">
      {!valid || (day.error && !day.data) ? <Card>{t('history.notFound')}</Card> : <LoadGate loading={day.loading} error={null} onRetry={day.reload} hasData={day.data !== undefined} />}
      {day.data ? (
        <Card>
          {day.data.items.length === 0 ? <p>{t('history.empty')}</p> : null}
          <ul className={classes.list}>
            {day.data.items.map((run) => (
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
      ) : null}
    </Page>
  );
}
