import { Link } from 'shared-ui/router';
import { Card, formatDate, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { detailsHref, EBOOK_PATHS, readingHref } from '../../books/books-paths';
import { BookCover } from '../../books/components/book-cover';
import { useReadingHistory, type ReadingHistory } from '../api/get-reading-history';
import { HISTORY_NS } from '../history-texts';
import styles from './history.module.css';
import { ReadingChart } from './reading-chart';

/** The range the record shows (the contract's default). */
export const HISTORY_DAYS = 30;

/** /ebook/history: totals, minutes and speed per day as a chart, and the books read. */
export function ReadingHistoryPage() {
  const { t } = useTranslation(HISTORY_NS);
  const history = useReadingHistory(HISTORY_DAYS);
  return (
    <Page title={t('title')} lead={t('lead')} testId="ebook-history">
      <QueryState query={history}>{(data) => <History data={data} />}</QueryState>
    </Page>
  );
}

function History({ data }: { data: ReadingHistory }) {
  const { t, i18n } = useTranslation(HISTORY_NS);
  const { totals } = data;
  const number = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ja-JP');
  const stats = [
    { key: 'started', value: t('totals.books', { count: totals.books_started }) },
    { key: 'finished', value: t('totals.books', { count: totals.books_finished }) },
    { key: 'minutes', value: t('totals.minutesValue', { value: number(totals.minutes) }) },
    { key: 'words', value: t('totals.wordsValue', { value: number(totals.words) }) },
    { key: 'wpm', value: totals.wpm === null ? t('totals.none') : t('totals.wpmValue', { count: Math.round(totals.wpm) }) },
  ];
  const nothingRead = data.days.every((day) => day.minutes === 0) && data.books.length === 0;
  return (
    <>
      <Card title={t('totals.heading')}>
        <dl className={styles.totals} data-testid="history-totals">
          {stats.map((stat) => (
            <div key={stat.key} className={styles.total} data-stat={stat.key}>
              <dt>{t(`totals.${stat.key}`)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{t('wpmHelp')}</p>
      </Card>
      <Card title={`${t('chart.heading')}（${t('range', { days: data.days.length })}）`}>
        <ReadingChart days={data.days} />
      </Card>
      <Card title={t('books.heading')} testId="history-books">
        {nothingRead || data.books.length === 0 ? (
          <StatusBlock
            tone="empty"
            title={t('empty')}
            detail={t('emptyDetail')}
            testId="history-empty"
            action={
              <LinkButton to={EBOOK_PATHS.list}>
                {t('findBook')}
              </LinkButton>
            }
          />
        ) : (
          <ul className={styles.books}>
            {data.books.map((book) => (
              <li key={book.book_id} className={styles.book} data-testid="history-book">
                <BookCover url={book.cover_url} size="sm" />
                <div className={styles.bookBody}>
                  <Link to={detailsHref(book.book_id)} className={styles.bookTitle} lang="en">
                    {book.title}
                  </Link>
                  <span className={styles.muted}>{book.title_jp}</span>
                  <span className={styles.bookStats}>
                    {t('books.minutes', { count: book.minutes })}・{t('books.words', { value: number(book.words) })}
                  </span>
                  <span className={styles.muted}>{t('books.last', { date: formatDate(book.last_read_at, i18n.language) })}</span>
                </div>
                <LinkButton to={readingHref(book.book_id)} aria-label={`${book.title} ${t('books.read')}`}>
                  {t('books.read')}
                </LinkButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
