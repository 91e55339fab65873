import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, formatDate, LinkButton, Page, QueryState, useTranslation } from 'shared-ui';
import { HISTORY_PAGE_SIZE, useWritingHistory } from '../api/get-writing-history';
import { historyDeepHref, resultHref, type WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import styles from './writing.module.css';

/** /skillup/writing/history and /ai-writing/history (?page=): the student's essays of the set, newest first. */
export function WritingHistoryPage({ paths }: { paths: WritingPaths }) {
  const { t, i18n } = useTranslation(WRITING_NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = numberParam(params, 'page') ?? 1;
  const history = useWritingHistory(paths.source, page);
  return (
    <Page title={t('titles.history')} testId="writing-history">
      <QueryState query={history} isEmpty={(data) => data.total === 0} empty={t('history.empty')}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE));
          return (
            <div className={styles.stack}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('history.date')}</th>
                    <th scope="col">{t('history.topic')}</th>
                    <th scope="col" className={styles.number}>
                      {t('history.score')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('history.errors')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('history.words')}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t('history.open')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((item) => {
                    const date = formatDate(item.created_at, i18n.language, true);
                    return (
                      <tr key={item.guid} data-testid="writing-history-row">
                        <td>{date}</td>
                        <td>{item.title}</td>
                        <td className={styles.number}>{t('result.points', { score: item.score })}</td>
                        <td className={styles.number}>{item.error_count}</td>
                        <td className={styles.number}>{item.word_count}</td>
                        <td>
                          <Link className={styles.link} to={resultHref(paths, item.guid)} aria-label={t('history.openOf', { title: item.title, date })}>
                            {t('history.open')}
                          </Link>{' '}
                          <Link className={styles.link} to={historyDeepHref(paths, item.topic_id)} aria-label={t('topic.trendOf', { title: item.title })}>
                            {t('history.trend')}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {pages > 1 ? (
                <nav className={styles.pager} aria-label={t('history.pages')}>
                  <Button variant="secondary" width="auto" disabled={page <= 1} onClick={() => void navigate(withQuery(paths.history, { page: page - 1 }))}>
                    {t('history.previous')}
                  </Button>
                  <span>{t('history.page', { page, pages })}</span>
                  <Button variant="secondary" width="auto" disabled={page >= pages} onClick={() => void navigate(withQuery(paths.history, { page: page + 1 }))}>
                    {t('history.next')}
                  </Button>
                </nav>
              ) : null}
              <div className={styles.actions}>
                <LinkButton to={paths.home}>{t('toList')}</LinkButton>
              </div>
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
