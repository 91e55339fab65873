import { Button, PageHeader, Spinner, useTranslation } from 'shared-ui';
import { EBOOK_NAMESPACE } from '../../../app/messages';
import { RemoteVersion } from '../../../app/remote-version';
import { useApiData } from '../../../app/use-api-data';
import { fetchBooks, type Book } from '../api/books-api';
import styles from './bookshelf.module.css';

/** /ebook/index: the graded readers, grouped by level. */
export function Bookshelf() {
  const { t } = useTranslation(EBOOK_NAMESPACE);
  const books = useApiData(fetchBooks);
  const levels = books.status === 'ready' ? [...new Set(books.data.map((book) => book.level))] : [];
  return (
    <div className={styles.page}>
      <PageHeader title={t('bookshelf.title')} />
      <p className={styles.lead}>{t('bookshelf.lead')}</p>
      {books.status === 'loading' && <Spinner />}
      {books.status === 'error' && (
        <div role="alert" className={styles.status}>
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" width="auto" onClick={books.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {books.status === 'ready' && books.data.length === 0 && <p className={styles.status}>{t('bookshelf.empty')}</p>}
      {books.status === 'ready' &&
        levels.map((level) => (
          <section key={level} aria-labelledby={`level-${level}`}>
            <h2 id={`level-${level}`} className={styles.group}>
              {t('bookshelf.level', { level })}
            </h2>
            <ul className={styles.grid}>
              {books.data
                .filter((book) => book.level === level)
                .map((book) => (
                  <BookCard key={book.id} book={book} />
                ))}
            </ul>
          </section>
        ))}
      <RemoteVersion />
    </div>
  );
}

function BookCard({ book }: { book: Book }) {
  const { t } = useTranslation(EBOOK_NAMESPACE);
  return (
    <li className={styles.card} data-testid="book-card">
      <h3 className={styles.title} lang="en">
        {book.title}
      </h3>
      <p className={styles.meta}>
        <span className={styles.badge}>{book.genre}</span>
        {book.title_jp} ・ {t('bookshelf.words', { count: book.word_count })}
      </p>
      <p>{book.summary}</p>
      <p className={styles.sample} lang="en">
        “{book.first_line}”
      </p>
    </li>
  );
}
