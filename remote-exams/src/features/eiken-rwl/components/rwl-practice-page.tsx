import { useQuery } from '@tanstack/react-query';
import { numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { getExerciseLogs } from '../../eiken-practice/api/get-exercise-logs';
import { EIKEN_ANSWER_PATH } from '../../eiken-practice/components/eiken-practice-detail-page';
import { EIKEN_RWL_PATHS } from '../eiken-rwl-paths';
import { EIKEN_RWL_NS } from '../eiken-rwl-texts';

/**
 * /eiken/rwl/practice?resource_id=&directory_id=: one first-stage set played by the engine. The
 * sets are the grade's practice sets, so answers and runs are those of /eiken/practice (one
 * record of the student's work on a set, whichever list it was opened from).
 */
export function RwlPracticePage() {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const directoryId = numberParam(params, 'directory_id');
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const mode = params.get('mode') === 'test' ? 'test' : 'practice';
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  // Waiting answers go out first, so the open run is read after the last one given.
  const run = useQuery({
    queryKey: ['eiken-rwl-run', resourceId, from, mode],
    enabled: resourceId !== undefined && settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getExerciseLogs(resourceId ?? 0, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="rwl-practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode={mode}
            module="eiken"
            target={{ path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
            title={set.title}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={withQuery(EIKEN_RWL_PATHS.result, { resource_id: set.resource_id, directory_id: directoryId, from: 'last' })}
            resultHref={(attempt) => withQuery(EIKEN_RWL_PATHS.result, { resource_id: set.resource_id, directory_id: directoryId, guid: attempt })}
            backHref={EIKEN_RWL_PATHS.index}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}
