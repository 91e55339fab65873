import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from 'shared-api';
import { Link, useParams } from 'shared-ui/router';
import { Card, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useBookDetails } from '../../books/api/get-book-details';
import { readingQuery } from '../../books/api/get-reading';
import { EBOOK_PATHS, exercisesHref, impressionHref, readingHref } from '../../books/books-paths';
import { BookCover } from '../../books/components/book-cover';
import { BookFacts, ReadingProgress } from '../../books/components/book-facts';
import { ShelfButton } from '../../books/components/shelf-button';
import type { BookDetails } from '../../books/model/ebook-types';
import { preloadReader } from '../../books/model/reader-preload';
import { CATALOG_NS } from '../catalog-texts';
import styles from './catalog.module.css';

/** /ebook/details/:id: one book, with reading (from where the student left off), the shelf, exercises and the impression. */
export function BookDetailsPage() {
  const { t } = useTranslation(CATALOG_NS);
  const bookId = Number(useParams().id);
  const valid = Number.isInteger(bookId) && bookId > 0;
  const details = useBookDetails(valid ? bookId : 0);
  useOpeningAhead(valid && details.isSuccess ? bookId : null);
  const notFound = (
    <StatusBlock
      title={t('details.notFound')}
      detail={t('details.notFoundDetail')}
      testId="book-not-found"
      action={
        <LinkButton to={EBOOK_PATHS.list}>
          {t('details.backToList')}
        </LinkButton>
      }
    />
  );
  return (
    <Page title={details.data?.title ?? t('details.title')} testId="ebook-details">
      {valid ? (
        <QueryState query={details} renderError={(error) => (isApiError(error) && error.code === 404 ? notFound : undefined)}>
          {(book) => <Details book={book} />}
        </QueryState>
      ) : (
        notFound
      )}
    </Page>
  );
}

/** The reader's code and the book's text, fetched while the student looks at the details, so 読む opens the first page at once. */
function useOpeningAhead(bookId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (bookId === null) return;
    preloadReader();
    void queryClient.prefetchQuery(readingQuery(bookId));
  }, [bookId, queryClient]);
}

function Details({ book }: { book: BookDetails }) {
  const { t } = useTranslation(CATALOG_NS);
  const progress = book.progress;
  const readLabel = progress?.finished ? t('details.readAgain') : progress && progress.percent > 0 ? t('details.continue', { chapter: progress.chapter_index + 1 }) : t('details.read');
  return (
    <>
      <section className={styles.hero} aria-labelledby="book-title">
        <BookCover url={book.cover_url} size="lg" />
        <div className={styles.heroBody}>
          <h2 id="book-title" className={styles.bookTitle} lang="en">
            {book.title}
          </h2>
          <p className={styles.bookTitleJp}>{book.title_jp}</p>
          <p className={styles.muted}>
            {t(`list.${book.genre}`)}
            {book.topic_jp ? `・${t('details.topic', { topic: book.topic_jp })}` : ''}
          </p>
          <ReadingProgress progress={progress} />
          <div className={styles.heroActions}>
            <LinkButton primary to={readingHref(book.book_id)} data-testid="read-book">
              {readLabel}
            </LinkButton>
            <ShelfButton book={book} />
          </div>
        </div>
      </section>

      <Card title={t('details.summary')}>
        <BookFacts book={book} />
        <p className={styles.summary}>{book.summary_jp}</p>
        {book.first_line ? (
          <blockquote className={styles.firstLine} lang="en" aria-label={t('details.firstLine')}>
            {book.first_line}
          </blockquote>
        ) : null}
        {book.gloss_count > 0 ? <p className={styles.muted}>{t('details.glosses', { count: book.gloss_count })}</p> : null}
      </Card>

      <Card title={t('details.chapters')}>
        <ol className={styles.chapters} data-testid="chapter-list">
          {book.chapters.map((chapter) => (
            <li key={chapter.chapter_index} className={styles.chapter}>
              <span className={styles.chapterNumber}>{t('details.chapterLabel', { number: chapter.chapter_index + 1 })}</span>
              <span className={styles.chapterTitles}>
                <span lang="en">{chapter.title}</span>
                {chapter.title_jp ? <span className={styles.muted}>{chapter.title_jp}</span> : null}
              </span>
              <span className={styles.muted}>{t('details.chapterWords', { count: chapter.word_count })}</span>
            </li>
          ))}
        </ol>
      </Card>

      <Card title={t('details.exercises')} testId="book-exercises">
        {book.exercises.length === 0 ? (
          <p className={styles.muted}>{t('details.noExercises')}</p>
        ) : (
          <>
            <p className={styles.muted}>{t('details.exercisesLead')}</p>
            <ul className={styles.exercises}>
              {book.exercises.map((exercise) => (
                <li key={exercise.resource_id} className={styles.exercise}>
                  <Link to={exercisesHref(book.book_id, exercise.resource_id)}>{exercise.title}</Link>
                  <span className={styles.muted}>{t('details.exerciseItems', { count: exercise.item_count })}</span>
                  <span className={exercise.completed ? styles.done : styles.muted}>
                    {exercise.score !== null ? t('details.exerciseScore', { score: Math.round(exercise.score) }) : exercise.completed ? t('details.exerciseDone') : t('details.exerciseNew')}
                  </span>
                </li>
              ))}
            </ul>
            <LinkButton to={exercisesHref(book.book_id)} data-testid="start-exercises">
              {t('details.startExercises')}
            </LinkButton>
          </>
        )}
      </Card>

      <Card title={t('details.impression')} testId="book-impression">
        {book.impression ? (
          <>
            <p className={styles.stars} role="img" aria-label={t('details.yourStars', { stars: book.impression.stars })}>
              {'★'.repeat(book.impression.stars)}
              <span className={styles.starsOff}>{'★'.repeat(5 - book.impression.stars)}</span>
            </p>
            <p className={styles.impressionText}>{book.impression.content}</p>
          </>
        ) : (
          <p className={styles.muted}>{t('details.noImpression')}</p>
        )}
        <LinkButton to={impressionHref(book.book_id)} data-testid="write-impression">
          {book.impression ? t('details.editImpression') : t('details.writeImpression')}
        </LinkButton>
      </Card>
    </>
  );
}
