import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { exerciseLogsQuery } from '../api/get-exercise-logs';
import { EIKEN_PRACTICE_PATHS } from '../eiken-practice-paths';
import { EIKEN_PRACTICE_NS } from '../eiken-practice-texts';

/**
 * /eiken/practice/result?resource_id=&guid=&directory_id=: the engine's result view of a run (the
 * run `guid`, or the last completed one when the student opened the last result), with the way
 * back to the section, another try, and the next set.
 */
export function EikenPracticeResultPage() {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const directoryId = numberParam(params, 'directory_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...exerciseLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  const back = withQuery(EIKEN_PRACTICE_PATHS.list, { directory_id: directoryId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            // The result view reads the run's record itself: the run guid, or the last completed one.
            recordQuery={{ ...exerciseLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
            title={`${info.title} — ${t('result')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(back)}>
                  {t('backToList')}
                </Button>
                <Button
                  onClick={() => void navigate(withQuery(EIKEN_PRACTICE_PATHS.detail, { resource_id: info.resource_id, directory_id: directoryId, from: 'again', mode: params.get('mode') === 'test' ? 'test' : undefined }), { replace: true })}
                  data-testid="try-again"
                >
                  {t('tryAgain')}
                </Button>
                {info.next_resource ? (
                  <Button variant="secondary" onClick={() => void navigate(withQuery(EIKEN_PRACTICE_PATHS.detail, { resource_id: info.next_resource!.resource_id, directory_id: directoryId }))} data-testid="next-resource">
                    {t('next')}
                  </Button>
                ) : null}
              </>
            )}
          />
        )}
      </QueryState>
    </div>
  );
}
