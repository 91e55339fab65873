import { useQuery } from '@tanstack/react-query';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { numberParam, useNavigate, useSearchParams } from 'shared-ui/router';
import { detailsHref, readingHref } from '../../books/books-paths';
import { useExerciseEngine } from '../../../lib/engine';
import { exerciseLogsQuery } from '../api/get-exercise-logs';
import { exerciseInfoHref } from '../exercise-paths';
import { EXERCISE_NS } from '../exercise-texts';

/**
 * /ebook/exercise/result/?resource_id=&guid=&book_id=: the engine's result view of a run (the run
 * `guid`, or the last completed one with from=last), with the way back to the book, another try
 * and the book's next exercise set.
 */
export function ExerciseResultPage() {
  const { t } = useTranslation(EXERCISE_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const guid = params.get('guid') ?? undefined;
  const mode = params.get('mode') === 'test' ? 'test' : undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...exerciseLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} testId="exercise-result-missing" />;
  return (
    <div data-testid="exercise-result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => {
          const bookId = numberParam(params, 'book_id') ?? info.book_id;
          const sets = exerciseInfoHref(bookId);
          return (
            <ResultScreen
              info={info}
              attempt={guid}
              // The result view reads the run's record itself: the run guid, or the last completed one.
              recordQuery={{ ...exerciseLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
              title={`${info.title} — ${t('result')}`}
              backHref={sets}
              onBack={() => void navigate(sets)}
              actions={() => (
                <>
                  <Button variant="secondary" onClick={() => void navigate(detailsHref(bookId))} data-testid="result-back-to-book">
                    {t('backToBook')}
                  </Button>
                  <Button variant="secondary" onClick={() => void navigate(readingHref(bookId))} data-testid="result-to-reader">
                    {t('toReader')}
                  </Button>
                  <Button onClick={() => void navigate(exerciseInfoHref(bookId, info.resource_id, 'again', mode), { replace: true })} data-testid="try-again">
                    {t('tryAgain')}
                  </Button>
                  {info.next_resource ? (
                    <Button variant="secondary" onClick={() => void navigate(exerciseInfoHref(bookId, info.next_resource!.resource_id))} data-testid="next-resource">
                      {t('next')}
                    </Button>
                  ) : null}
                </>
              )}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
