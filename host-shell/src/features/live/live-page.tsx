import { useState } from 'react';
import { Page, QueryState, useTranslation } from 'shared-ui';
import { formatDate } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { useLiveList, type LiveTab } from './api/get-live-list';
import classes from './live.module.css';

/** Live classes of the student's classes: current (scheduled and on air) and past. */
export function LivePage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [status, setStatus] = useState<LiveTab>('current');
  const list = useLiveList(status);
  return (
    <Page title={t('live.title')} testId="live-page">
      <div className={classes.tabs} role="tablist" aria-label={t('live.title')}>
        {(['current', 'past'] as const).map((value) => (
          <button key={value} type="button" role="tab" aria-selected={status === value} className={[classes.tab, status === value ? classes.tabActive : ''].join(' ')} onClick={() => setStatus(value)}>
            {t(`live.tabs.${value}`)}
          </button>
        ))}
      </div>
      <QueryState query={list} isEmpty={(data) => data.items.length === 0} empty={t('live.empty')}>
        {(data) => (
          <ul className={classes.list}>
            {data.items.map((live) => (
              <li key={live.live_id} className={classes.item} data-testid="live-item">
                <div className={classes.main}>
                  <span className={[classes.status, classes[live.status]].join(' ')}>{t(`live.status.${live.status}`)}</span>
                  <strong className={classes.title}>{live.title}</strong>
                  <span className={classes.muted}>
                    {t('live.time', { start: formatDate(live.starts_at, i18n.language, true), end: new Date(live.ends_at).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'ja-JP', { hour: '2-digit', minute: '2-digit' }) })}
                  </span>
                  <span className={classes.muted}>
                    {live.class_name} ・ {t('live.teacher', { name: live.teacher_name })}
                  </span>
                  {live.description ? <p className={classes.description}>{live.description}</p> : null}
                </div>
                {live.can_join && live.join_url ? (
                  <a className={classes.join} href={live.join_url} target="_blank" rel="noreferrer">
                    {t('live.join')}
                  </a>
                ) : live.status === 'upcoming' ? (
                  <span className={classes.muted}>{t('live.opensAt', { time: formatDate(live.opens_at, i18n.language, true) })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
