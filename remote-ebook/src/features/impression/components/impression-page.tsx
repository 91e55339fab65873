import { useEffect, useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from 'shared-api';
import { Link, useNavigate, useParams } from 'shared-ui/router';
import { Button, Card, characterCount, combineQueries, formatDate, Page, QueryState, showToast, StatusBlock, useLeaveGuard, useTranslation } from 'shared-ui';
import { useBookDetails } from '../../books/api/get-book-details';
import { detailsHref, EBOOK_PATHS } from '../../books/books-paths';
import { BookCover } from '../../books/components/book-cover';
import type { BookDetails, Impression } from '../../books/model/ebook-types';
import { useImpression } from '../api/get-impression';
import { useSaveImpression } from '../api/save-impression';
import { IMPRESSION_NS } from '../impression-texts';
import styles from './impression.module.css';
import { IMPRESSION_MAX, impressionSchema, type ImpressionForm } from './impression-schema';

const STARS = [1, 2, 3, 4, 5] as const;

/** /ebook/impression/:id: a star rating and a written impression of a book, loaded if saved before. */
export function ImpressionPage() {
  const { t } = useTranslation(IMPRESSION_NS);
  const bookId = Number(useParams().id);
  const valid = Number.isInteger(bookId) && bookId > 0;
  const book = useBookDetails(valid ? bookId : 0);
  const impression = useImpression(valid ? bookId : 0);
  const notFound = (
    <StatusBlock
      title={t('notFound')}
      testId="book-not-found"
      action={
        <Link to={EBOOK_PATHS.list} className={styles.link}>
          {t('backToList')}
        </Link>
      }
    />
  );
  return (
    <Page title={t('title')} lead={t('lead')} narrow testId="ebook-impression">
      {valid ? (
        <QueryState query={combineQueries(book, impression)} renderError={(error) => (isApiError(error) && error.code === 404 ? notFound : undefined)}>
          {([details, saved]) => <ImpressionEditor book={details} saved={saved} />}
        </QueryState>
      ) : (
        notFound
      )}
    </Page>
  );
}

function ImpressionEditor({ book, saved }: { book: BookDetails; saved: Impression | null }) {
  const { t, i18n } = useTranslation(IMPRESSION_NS);
  const navigate = useNavigate();
  const ids = { stars: useId(), starsError: useId(), content: useId(), contentHint: useId(), contentError: useId(), counter: useId() };
  const schema = useMemo(
    () => impressionSchema({ stars: t('errors.stars'), empty: t('errors.empty'), tooLong: t('errors.tooLong', { max: IMPRESSION_MAX }), emoji: t('errors.emoji') }),
    [t],
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useForm<ImpressionForm>({ resolver: zodResolver(schema), defaultValues: { stars: saved?.stars, content: saved?.content ?? '' } });
  // The stars are numbers; native radios (arrow keys move and choose) hold them as the checked one.
  const { field: starsField } = useController({ name: 'stars', control });
  const save = useSaveImpression();
  const [done, setDone] = useState(false);
  useLeaveGuard(isDirty && !done, t('leave'));
  useEffect(() => {
    if (done) void navigate(detailsHref(book.book_id));
  }, [done, navigate, book.book_id]);

  const stars = starsField.value as number | undefined;
  const count = characterCount(watch('content') ?? '');
  const over = count - IMPRESSION_MAX;

  const submit = handleSubmit((values) =>
    save.mutateAsync({ book_id: book.book_id, stars: values.stars, content: values.content }).then(
      () => {
        showToast(t('saved'));
        setDone(true);
      },
      (error: unknown) => {
        // The server's own words (400: empty, too long, emoji; sent without the toast); network
        // failures and cancellations were already announced or need nothing.
        if (isApiError(error) && !error.handled) setError('root.server', { message: error.message });
      },
    ),
  );

  return (
    <Card testId="impression-form">
      <div className={styles.book}>
        <BookCover url={book.cover_url} size="sm" />
        <div>
          <p className={styles.bookTitle} lang="en">
            {book.title}
          </p>
          <p className={styles.muted}>{book.title_jp}</p>
          {saved ? <p className={styles.muted}>{t('lastSaved', { date: formatDate(saved.updated_at, i18n.language, true) })}</p> : null}
        </div>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <fieldset className={styles.starField} aria-describedby={errors.stars ? ids.starsError : undefined} aria-invalid={errors.stars ? true : undefined}>
          <legend className={styles.label}>{t('stars')}</legend>
          <div className={styles.stars}>
            {STARS.map((value) => (
              <label key={value} className={[styles.star, stars !== undefined && value <= stars ? styles.on : ''].join(' ')}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={starsField.name}
                  value={value}
                  checked={stars === value}
                  onChange={() => starsField.onChange(value)}
                  onBlur={starsField.onBlur}
                  ref={value === 1 ? starsField.ref : undefined}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('star', { count: value })}</span>
              </label>
            ))}
            {stars ? <span className={styles.starHint}>{t(`starHint.${stars}`)}</span> : null}
          </div>
          {errors.stars ? (
            <p id={ids.starsError} className={styles.error} role="alert">
              {errors.stars.message}
            </p>
          ) : null}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={ids.content} className={styles.label}>
            {t('content')}
          </label>
          <p id={ids.contentHint} className={styles.muted}>
            {t('contentHint')}
          </p>
          <textarea
            id={ids.content}
            className={styles.textarea}
            rows={10}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={[ids.contentHint, ids.counter, errors.content ? ids.contentError : ''].filter(Boolean).join(' ')}
            {...register('content')}
          />
          <p id={ids.counter} className={[styles.counter, over > 0 ? styles.counterOver : ''].join(' ')} data-testid="impression-counter">
            {t('counter', { count, max: IMPRESSION_MAX })}
            {over > 0 ? (
              <span role="status" className={styles.overText}>
                {t('over', { count: over })}
              </span>
            ) : null}
          </p>
          {errors.content ? (
            <p id={ids.contentError} className={styles.error} role="alert">
              {errors.content.message}
            </p>
          ) : null}
        </div>

        {errors.root?.server ? (
          <p className={styles.serverError} role="alert" data-testid="impression-server-error">
            {errors.root.server.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
