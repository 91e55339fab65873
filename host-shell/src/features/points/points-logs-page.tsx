import { useId, useState } from 'react';
import { integralApi } from 'shared-api';
import { Button, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { useLoad } from '../common/use-load';
import formClasses from '../common/form.module.css';
import classes from './points.module.css';

/** Points log by month, 10 entries a page. */
export function PointsLogsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [date, setDate] = useState('');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const dates = useLoad((signal) => integralApi.fetchLogDates(1, { signal }), []);
  const logs = useLoad((signal) => integralApi.fetchMissionLogs({ date, page }, { signal }), [date, page]);
  const pages = logs.data ? Math.max(1, Math.ceil(logs.data.total / logs.data.limit)) : 1;

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
        <LoadGate loading={logs.loading} error={logs.error} onRetry={logs.reload} hasData={logs.data !== undefined} />
        {logs.data && logs.data.list.length === 0 ? <p>{t('points.logsEmpty')}</p> : null}
        <ul className={classes.logs} aria-busy={logs.loading}>
          {(logs.data?.list ?? []).map((entry) => (
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
        {logs.data && pages > 1 ? (
          <nav className={classes.pager} aria-label={t('points.logs')}>
            <Button variant="secondary" width={110} disabled={page <= 1 || logs.loading} onClick={() => setPage((p) => p - 1)}>
              {t('points.prev')}
            </Button>
            <span aria-live="polite">{t('points.page', { page, pages })}</span>
            <Button variant="secondary" width={110} disabled={page >= pages || logs.loading} onClick={() => setPage((p) => p + 1)}>
              {t('points.next')}
            </Button>
          </nav>
        ) : null}
      </Card>
    </Page>
  );
}
