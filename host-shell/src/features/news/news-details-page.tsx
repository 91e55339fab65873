import { useEffect, useRef } from 'react';
import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { formatDate } from 'shared-ui';
import { wasRefusedByServer } from '../../lib/server-refusal';
import { SHELL_NS } from '../../lib/shell-texts';
import { useNewsDetail } from './api/get-news-detail';
import { useMarkNewsRead } from './api/mark-news-read';
import { JUMP_SCHEMA, jumpTarget } from './jump-target';
import classes from './news.module.css';

/** One news item; opening an unread one marks it read, which lowers the header badge. */
export function NewsDetailsPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const newsId = Number(params.get('news_id'));
  const valid = Number.isInteger(newsId) && newsId > 0;
  const detail = useNewsDetail(newsId, valid);
  const { mutate: markRead } = useMarkNewsRead();
  const item = detail.data;
  // Once per item shown, however often the effect runs (StrictMode, a refetch before the answer).
  const markedId = useRef<number | null>(null);

  useEffect(() => {
    if (!item || item.is_read || markedId.current === item.news_id) return;
    markedId.current = item.news_id;
    markRead([item.news_id]);
  }, [item, markRead]);

  const notFound = <StatusBlock title={t('news.notFound')} testId="news-not-found" />;
  return (
    <Page title={t('news.detailsTitle')} narrow testId="news-details-page">
      {valid ? (
        <QueryState query={detail} renderError={(error) => (wasRefusedByServer(error) ? notFound : undefined)}>
          {(news) => {
            const target = news.jump_schema !== JUMP_SCHEMA.newsDetail ? jumpTarget(news.jump_schema) : null;
            return (
              <Card>
                <article className={classes.article}>
                  <h2 className={classes.articleTitle}>{news.title}</h2>
                  <p className={classes.date}>
                    <time dateTime={news.published_at}>{formatDate(news.published_at, i18n.language, true)}</time>
                    {news.author_name ? ` ・ ${news.author_name}` : ''}
                  </p>
                  <div className={classes.content}>{news.content}</div>
                  {target ? (
                    <p>
                      <Link to={target}>{news.title}</Link>
                    </p>
                  ) : null}
                </article>
              </Card>
            );
          }}
        </QueryState>
      ) : (
        notFound
      )}
    </Page>
  );
}
