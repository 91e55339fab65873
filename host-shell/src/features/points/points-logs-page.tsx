import { useId, useState } from 'react';
import { Button, Card, Page, QueryState, useTranslation } from 'shared-ui';
import { formatDate } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import formClasses from '../../lib/ui/form.module.css';
import { useLogDates } from './api/get-log-dates';
import { usePointsLogs } from './api/get-points-logs';
import classes from './points.module.css';

/** Points log by month, 10 entries a page. */
export function PointsLogsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [date, setDate] = useState('');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const dates = useLogDates();
  const logs = usePointsLogs({ date, page });
  // While another page loads, the one shown stays (placeholder) and the pager waits for it.
  const turning = logs.isPlaceholderData;

  return (
    <Page title={t('points.logsTitle')} narrow testId="points-logs-page">
      <Card>
        <div className={formClasses.field}>
          <label htmlFor={selectId} className={formClasses.label}>
            {t('points.date')}
          </label>
          <select
            id={selectId}
            className={formClasses.select}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('points.allDates')}</option>
            {(dates.data?.list ?? []).map((item) => (
              <option key={item.date} value={item.date}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      </Card>
      <Card>
        <QueryState query={logs} isEmpty={(data) => data.list.length === 0} empty={t('points.logsEmpty')}>
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.limit));
            return (
              <>
                <ul className={classes.logs} aria-busy={turning}>
                  {data.list.map((entry) => (
                    <li key={entry.log_id} className={classes.log} data-testid="points-log">
                      <span>
                        <strong>{entry.reason}</strong>
                        <span className={classes.muted}>{formatDate(entry.created_at, i18n.language, true)}</span>
                      </span>
                      <span className={entry.points >= 0 ? classes.plus : classes.minus}>
                        {entry.points >= 0 ? '+' : ''}
                        {entry.points}
                      </span>
                    </li>
                  ))}
                </ul>
                {pages > 1 ? (
                  <nav className={classes.pager} aria-label={t('points.logs')}>
                    <Button variant="secondary" width={110} disabled={page <= 1 || turning} onClick={() => setPage((p) => p - 1)}>
                      {t('points.prev')}
                    </Button>
                    <span aria-live="polite">{t('points.page', { page, pages })}</span>
                    <Button variant="secondary" width={110} disabled={page >= pages || turning} onClick={() => setPage((p) => p + 1)}>
                      {t('points.next')}
                    </Button>
                  </nav>
                ) : null}
              </>
            );
          }}
        </QueryState>
      </Card>
    </Page>
  );
}
