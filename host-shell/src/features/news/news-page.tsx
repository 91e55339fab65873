import { useState } from 'react';
import { Link } from 'shared-ui/router';
import { newsApi, type NewsItem } from 'shared-api';
import { Button, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { useLoad } from '../common/use-load';
import { dashboardStore } from '../dashboard/dashboard-store';
import classes from './news.module.css';

const PAGE_SIZE = 20;

/** Merges a fetched page into the shown list: known items are refreshed in place, new ones appended. */
export function mergeNews(shown: readonly NewsItem[], fetched: readonly NewsItem[], replace: boolean): NewsItem[] {
  if (replace) return [...fetched];
  const fresh = new Map(fetched.map((item) => [item.news_id, item]));
  const merged = shown.map((item) => fresh.get(item.news_id) ?? item);
  return [...merged, ...fetched.filter((item) => !shown.some((known) => known.news_id === item.news_id))];
}

/** News, newest first, with unread marks and the unread count; more pages on demand. Kept alive. */
export function NewsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<NewsItem[]>([]);
  const list = useLoad(async (signal) => {
    const answer = await newsApi.fetchNewsList(page, PAGE_SIZE, { signal });
    setItems((shown) => mergeNews(shown, answer.list, page === 1));
    dashboardStore.setState({ unreadNews: answer.unread_count });
    return answer;
  }, [page]);
  const total = list.data?.total ?? 0;
  const unread = list.data?.unread_count ?? 0;

  return (
    <Page title={t('news.title')} narrow testId="news-page">
      <LoadGate loading={list.loading} error={list.error} onRetry={list.reload} hasData={list.data !== undefined} />
      {list.data ? (
        <Card>
          {unread > 0 ? <p className={classes.unreadCount}>{t('news.unreadCount', { count: unread })}</p> : null}
          {items.length === 0 ? <p>{t('news.empty')}</p> : null}
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.news_id}>
                <Link to={`/news/details?news_id=${item.news_id}`} className={classes.item} data-testid="news-item">
                  <span className={classes.itemHead}>
                    {item.is_read ? null : <span className={classes.unread}>{t('news.unread')}</span>}
                    <strong className={classes.itemTitle}>{item.title}</strong>
                  </span>
                  <span className={classes.summary}>{item.summary}</span>
                  <time className={classes.date} dateTime={item.published_at}>
                    {formatDate(item.published_at, i18n.language, true)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          {items.length < total ? (
            <div className={classes.more}>
              <Button variant="secondary" busy={list.loading} onClick={() => setPage((value) => value + 1)}>
                {t('news.more')}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
    </Page>
  );
}
