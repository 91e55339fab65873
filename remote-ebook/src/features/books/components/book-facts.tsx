import { useTranslation } from 'shared-ui';
import { BOOKS_NS } from '../books-texts';
import type { BookBrief } from '../model/ebook-types';
import styles from './books.module.css';

/** The average rating as stars and count, read out as a sentence. */
export function RatingText({ rating }: { rating: BookBrief['rating'] }) {
  const { t } = useTranslation(BOOKS_NS);
  if (rating.average === null || rating.count === 0) return <span className={styles.muted}>{t('noRating')}</span>;
  const average = rating.average.toFixed(1);
  return (
    <span className={styles.rating} aria-label={t('ratingLabel', { average, count: rating.count })} role="img" data-testid="book-rating">
      {t('rating', { average, count: rating.count })}
    </span>
  );
}

/** How far the student has read: a progress bar with its percentage. */
export function ReadingProgress({ progress }: { progress: BookBrief['progress'] }) {
  const { t } = useTranslation(BOOKS_NS);
  const percent = Math.round(Math.min(100, Math.max(0, progress?.percent ?? 0)));
  return (
    <div className={styles.progress} data-testid="reading-progress" data-percent={percent}>
      <progress className={styles.progressBar} value={percent} max={100} aria-label={t('progressLabel')} />
      <span className={styles.progressText}>{progress?.finished ? t('finished') : progress ? t('progress', { percent }) : t('notStarted')}</span>
    </div>
  );
}

/** Level, word count, reading time and rating of a book, as a compact description list. */
export function BookFacts({ book }: { book: BookBrief }) {
  const { t } = useTranslation(BOOKS_NS);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('factLevel')}</dt>
        <dd>{book.level_name ? t('levelNamed', { level: book.level, name: book.level_name }) : t('level', { level: book.level })}</dd>
      </div>
      <div>
        <dt>{t('factWords')}</dt>
        <dd>{t('words', { count: book.word_count })}</dd>
      </div>
      <div>
        <dt>{t('factMinutes')}</dt>
        <dd>{t('minutes', { count: book.reading_minutes })}</dd>
      </div>
      <div>
        <dt>{t('factRating')}</dt>
        <dd>
          <RatingText rating={book.rating} />
        </dd>
      </div>
    </dl>
  );
}
