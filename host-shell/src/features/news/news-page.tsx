import { Link } from 'shared-ui/router';
import { Button, Card, Page, QueryState, useTranslation } from 'shared-ui';
import { formatDate } from 'shared-ui';
import { itemsOfPages } from '../../lib/paged-list';
import { SHELL_NS } from '../../lib/shell-texts';
import { useNewsList } from './api/get-news-list';
import classes from './news.module.css';

/** News, newest first, with unread marks and the unread count; more pages on demand. Kept alive. */
export function NewsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const list = useNewsList();

  return (
    <Page title={t('news.title')} narrow testId="news-page">
      <QueryState query={list} isEmpty={(data) => data.pages.every((page) => page.list.length === 0)} empty={t('news.empty')}>
        {(data) => {
          const items = itemsOfPages(data.pages, (page) => page.list, (item) => item.news_id);
          const unread = data.pages.at(-1)?.unread_count ?? 0;
          return (
            <Card>
              {unread > 0 ? (
                <p className={classes.unreadCount} data-testid="news-unread-count">
                  {t('news.unreadCount', { count: unread })}
                </p>
              ) : null}
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
              {list.hasNextPage ? (
                <div className={classes.more}>
                  <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    {t('news.more')}
                  </Button>
                </div>
              ) : null}
            </Card>
          );
        }}
      </QueryState>
    </Page>
  );
}
