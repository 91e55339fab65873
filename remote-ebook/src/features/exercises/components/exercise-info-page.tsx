import { useQuery } from '@tanstack/react-query';
import { Page, QueryState, StatusBlock, combineQueries, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { useBookDetails } from '../../books/api/get-book-details';
import { detailsHref } from '../../books/books-paths';
import type { BookDetails, BookExercise } from '../../books/model/ebook-types';
import { useExerciseEngine } from '../../../lib/engine';
import { getExerciseLogs } from '../api/get-exercise-logs';
import { EBOOK_ANSWER_PATH, exerciseInfoHref, exerciseResultHref } from '../exercise-paths';
import { EXERCISE_NS } from '../exercise-texts';
import styles from './exercises.module.css';

/**
 * /ebook/exercise/info?book_id=: the book's exercise sets (from its details) with the best score
 * of each; &resource_id= plays one set with remote-exercises' engine (loaded at run time), its
 * answers going to /ebook/submit-exercise-log, as remote-exams' Eiken practice does.
 */
export function ExerciseInfoPage() {
  const { t } = useTranslation(EXERCISE_NS);
  const [params] = useSearchParams();
  const bookId = numberParam(params, 'book_id');
  const resourceId = numberParam(params, 'resource_id');
  if (resourceId !== undefined) return <ExercisePlay resourceId={resourceId} bookId={bookId} from={params.get('from') === 'again' ? 'again' : undefined} mode={params.get('mode') === 'test' ? 'test' : 'practice'} />;
  if (bookId === undefined) return <StatusBlock tone="error" title={t('missing')} testId="exercises-missing" />;
  return <ExerciseSets bookId={bookId} />;
}

function ExerciseSets({ bookId }: { bookId: number }) {
  const { t } = useTranslation(EXERCISE_NS);
  const details = useBookDetails(bookId);
  return (
    <QueryState query={details}>
      {(book) => (
        <Page title={t('bookTitle', { title: book.title })} lead={t('lead')} testId="exercise-sets-page">
          {book.exercises.length === 0 ? (
            <StatusBlock title={t('empty')} />
          ) : (
            <ul className={styles.sets}>
              {book.exercises.map((exercise) => (
                <ExerciseSetRow key={exercise.resource_id} book={book} exercise={exercise} />
              ))}
            </ul>
          )}
          <p className={styles.links}>
            <Link to={detailsHref(bookId)} className={styles.link} data-testid="back-to-book">
              {t('backToBook')}
            </Link>
          </p>
        </Page>
      )}
    </QueryState>
  );
}

function ExerciseSetRow({ book, exercise }: { book: BookDetails; exercise: BookExercise }) {
  const { t } = useTranslation(EXERCISE_NS);
  const headingId = `exercise-set-${exercise.resource_id}`;
  return (
    <li className={styles.set} aria-labelledby={headingId} data-testid="exercise-set" data-resource-id={exercise.resource_id}>
      <div className={styles.setText}>
        <h2 id={headingId} className={styles.setTitle}>
          {exercise.title}
        </h2>
        <p className={styles.meta}>
          {[t(`type.${exercise.type}`, { defaultValue: '' }), t('items', { count: exercise.item_count })].filter(Boolean).join('・')}
        </p>
        <p className={styles.score} data-testid="exercise-set-score">
          {exercise.score === null ? t('notYet') : t('best', { score: Math.round(exercise.score) })}
          {exercise.completed ? <span className={styles.done}>{t('completed')}</span> : null}
        </p>
      </div>
      <div className={styles.setActions}>
        <Link to={exerciseInfoHref(book.book_id, exercise.resource_id)} className={[styles.action, styles.primary].join(' ')} data-testid="exercise-set-start" aria-describedby={headingId}>
          {exercise.completed ? t('again') : t('start')}
        </Link>
        {exercise.completed ? (
          <Link to={exerciseResultHref({ resource_id: exercise.resource_id, book_id: book.book_id, from: 'last' })} className={styles.action} data-testid="exercise-set-last" aria-describedby={headingId}>
            {t('lastResult')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** One set played by the engine: the open run resumes unless the student asked to start again. */
function ExercisePlay({ resourceId, bookId, from, mode }: { resourceId: number; bookId: number | undefined; from: 'again' | undefined; mode: 'practice' | 'test' }) {
  const { t } = useTranslation(EXERCISE_NS);
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  // Answers waiting in the engine's outbox go first, so the open run is read after the last one
  // given; read afresh on every visit (gcTime 0), as the run decides where the practice resumes.
  const run = useQuery({
    queryKey: ['ebook-exercise-run', resourceId, from, mode],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getExerciseLogs(resourceId, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  return (
    <div data-testid="exercise-play-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => {
          const book = bookId ?? set.book_id;
          return (
            <PracticeScreen
              info={set}
              record={set.answer_record}
              mode={mode}
              module="ebook"
              target={{
                path: EBOOK_ANSWER_PATH,
                fields: { resource_id: set.resource_id },
                completion: { path: EBOOK_ANSWER_PATH, fields: { resource_id: set.resource_id } },
              }}
              title={mode === 'test' ? t('testTitle', { title: set.title }) : set.title}
              from={from}
              completedBefore={set.completed_before === 1}
              lastResultHref={exerciseResultHref({ resource_id: set.resource_id, book_id: book, from: 'last' })}
              resultHref={(attempt) => exerciseResultHref({ resource_id: set.resource_id, guid: attempt, book_id: book, mode: mode === 'test' ? mode : undefined })}
              backHref={exerciseInfoHref(book)}
              collection
            />
          );
        }}
      </QueryState>
    </div>
  );
}
