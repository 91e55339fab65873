import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { useTranslation } from 'shared-ui';
import { detailsHref } from '../books-paths';
import { BOOKS_NS } from '../books-texts';
import type { BookBrief } from '../model/ebook-types';
import { BookCover } from './book-cover';
import { RatingText } from './book-facts';
import styles from './books.module.css';

/**
 * A book in a grid: cover, English and Japanese titles (the title links to the details), level,
 * genre, words, reading time and rating; `actions` below (the shelf button).
 */
export function BookCard({ book, actions, headingLevel = 3, children }: { book: BookBrief; actions?: ReactNode; headingLevel?: 2 | 3 | 4; children?: ReactNode }) {
  const { t } = useTranslation(BOOKS_NS);
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.card} data-testid="book-card" data-book-id={book.book_id}>
      <BookCover url={book.cover_url} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={detailsHref(book.book_id)} className={styles.titleLink}>
            <span lang="en">{book.title}</span>
          </Link>
        </Heading>
        <p className={styles.titleJp}>{book.title_jp}</p>
        <p className={styles.badges}>
          <span className={styles.levelBadge}>{t('level', { level: book.level })}</span>
          <span className={styles.badge}>{t(`genre.${book.genre}`, { defaultValue: book.genre_jp })}</span>
          {book.on_shelf ? <span className={styles.badge}>{t('onShelf')}</span> : null}
        </p>
        <p className={styles.meta}>
          {t('words', { count: book.word_count })}・{t('minutes', { count: book.reading_minutes })}
        </p>
        <p className={styles.meta}>
          <RatingText rating={book.rating} />
        </p>
        {children}
        {actions ? <div className={styles.cardActions}>{actions}</div> : null}
      </div>
    </li>
  );
}

/** The list around BookCards (a list for screen readers, a responsive grid on screen). */
export function BookGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
