import { Link } from 'shared-ui/router';
import { formatDate, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { detailsHref, EBOOK_PATHS, readingHref } from '../../books/books-paths';
import { BookCover } from '../../books/components/book-cover';
import { useFreeReadingHomework, type FreeReadingHomework } from '../api/get-free-reading-homework';
import { FREE_READING_NS } from '../free-reading-texts';
import styles from './free-reading.module.css';

/** /ebook/homework/free-reading/list: homework that assigns books, with its period, state and the books read. */
export function FreeReadingPage() {
  const { t } = useTranslation(FREE_READING_NS);
  const homework = useFreeReadingHomework();
  return (
    <Page title={t('title')} lead={t('lead')} testId="ebook-free-reading">
      <QueryState query={homework}>
        {(list) =>
          list.length === 0 ? (
            <StatusBlock
              tone="empty"
              title={t('empty')}
              detail={t('emptyDetail')}
              testId="free-reading-empty"
              action={
                <LinkButton to={EBOOK_PATHS.list}>
                  {t('findBook')}
                </LinkButton>
              }
            />
          ) : (
            <ul className={styles.list}>
              {list.map((item) => (
                <HomeworkCard key={item.homework_id} homework={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}

function HomeworkCard({ homework }: { homework: FreeReadingHomework }) {
  const { t, i18n } = useTranslation(FREE_READING_NS);
  const headingId = `free-reading-${homework.homework_id}`;
  const read = homework.books.filter((book) => book.done).length;
  const date = (iso: string) => formatDate(iso, i18n.language, true);
  return (
    <li className={[styles.card, homework.is_expired && !homework.done ? styles.closed : ''].join(' ')} data-testid="free-reading-homework" aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {homework.title}
        </h2>
        <p className={styles.badges}>
          {homework.done ? <span className={[styles.badge, styles.doneBadge].join(' ')}>{t('done')}</span> : null}
          {homework.is_expired ? <span className={[styles.badge, styles.expiredBadge].join(' ')}>{t('expired')}</span> : null}
          {!homework.is_expired && homework.is_late ? <span className={[styles.badge, styles.lateBadge].join(' ')}>{t('late')}</span> : null}
        </p>
      </div>
      {homework.description ? <p className={styles.description}>{homework.description}</p> : null}
      <p className={styles.muted}>{t('period', { start: date(homework.start_at), due: date(homework.due_at) })}</p>
      <p className={styles.count} data-testid="free-reading-count">
        <progress className={styles.progress} value={read} max={Math.max(1, homework.books.length)} aria-hidden="true" />
        {t('booksDone', { done: read, total: homework.books.length })}
      </p>
      <ul className={styles.books}>
        {homework.books.map((book) => (
          <li key={book.book_id} className={styles.book} data-testid="free-reading-book" data-done={book.done}>
            <BookCover url={book.cover_url} size="sm" />
            <div className={styles.bookBody}>
              <span className={styles.bookTitle} lang="en">
                {book.title}
              </span>
              <span className={styles.muted}>{book.title_jp}</span>
              <span className={book.done ? styles.bookDone : styles.bookNotDone}>{book.done ? `✓ ${t('bookDone')}` : t('bookNotDone')}</span>
            </div>
            <div className={styles.bookLinks}>
              <Link to={detailsHref(book.book_id)} className={styles.textLink} aria-label={t('detailsLabel', { title: book.title })}>
                {t('details')}
              </Link>
              <LinkButton to={readingHref(book.book_id)} aria-label={t('readLabel', { title: book.title })}>
                {t('read')}
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
