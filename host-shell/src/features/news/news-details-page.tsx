import { useEffect } from 'react';
import { useTranslation } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { newsApi } from 'shared-api';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { useLoad } from '../common/use-load';
import { dashboardStore } from '../dashboard/dashboard-store';
import { jumpTarget } from './jump-target';
import classes from './news.module.css';

/** One news item; opening it marks it read and updates the header badge. */
export function NewsDetailsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const newsId = Number(params.get('news_id'));
  const valid = Number.isInteger(newsId) && newsId > 0;
  const detail = useLoad((signal) => (valid ? newsApi.fetchNewsDetail(newsId, { signal, silentBadRequest: true }) : Promise.resolve(null)), [newsId]);
  const item = detail.data;

  useEffect(() => {
    if (!item || item.is_read) return;
    newsApi
      .markNewsRead([item.news_id], { quietNetworkError: true, silentBadRequest: true })
      .then((answer) => dashboardStore.setState({ unreadNews: answer.new_msg_num }))
      .catch(() => undefined);
  }, [item]);

  const target = item && item.jump_schema !== newsApi.JUMP_SCHEMA.newsDetail ? jumpTarget(item.jump_schema) : null;
  return (
    <Page title={t('news.detailsTitle')} narrow testId="news-details-page">
      {!valid || (detail.error && !detail.data) ? <Card>{t('news.notFound')}</Card> : null}
      {valid ? <LoadGate loading={detail.loading} error={null} onRetry={detail.reload} hasData={detail.data !== undefined} /> : null}
      {item ? (
        <Card>
          <article className={classes.article}>
            <h2 className={classes.articleTitle}>{item.title}</h2>
            <p className={classes.date}>
              <time dateTime={item.published_at}>{formatDate(item.published_at, i18n.language, true)}</time>
              {item.author_name ? ` ・ ${item.author_name}` : ''}
            </p>
            <div className={classes.content}>{item.content}</div>
            {target ? (
              <p>
                <Link to={target}>{item.title}</Link>
              </p>
            ) : null}
          </article>
        </Card>
      ) : null}
    </Page>
  );
}
