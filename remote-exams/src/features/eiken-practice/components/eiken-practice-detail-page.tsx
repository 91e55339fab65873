import { useQuery } from '@tanstack/react-query';
import { numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { getExerciseLogs } from '../api/get-exercise-logs';
import { EIKEN_PRACTICE_PATHS } from '../eiken-practice-paths';
import { EIKEN_PRACTICE_NS } from '../eiken-practice-texts';

/** Where this module's answers go: the engine posts every answer and the end of the run here. */
export const EIKEN_ANSWER_PATH = '/eiken-toeic/submit-exercise-log';

/**
 * /eiken/practice/detail?resource_id=&directory_id=: one practice set played by the exercise
 * engine (remote-exercises' ./engine, loaded at run time). Answers go to this module's own call;
 * the open run is resumed unless the student asked to start again (from=again); finishing goes to
 * /eiken/practice/result with the run's guid.
 */
export function EikenPracticeDetailPage() {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const directoryId = numberParam(params, 'directory_id');
  const from = params.get('from') === 'again' ? 'again' : undefined;
  // Practice (feedback after each answer), or a test run of the set (?mode=test, the list's テスト形式).
  const mode = params.get('mode') === 'test' ? 'test' : 'practice';
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  // Answers waiting in the engine's outbox go first, so the open run is read after the last one
  // given; read afresh on every visit (gcTime 0), as the run decides where the practice resumes.
  const run = useQuery({
    queryKey: ['eiken-practice-run', resourceId, from, mode],
    enabled: resourceId !== undefined && settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getExerciseLogs(resourceId ?? 0, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  const back = withQuery(EIKEN_PRACTICE_PATHS.list, { directory_id: directoryId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode={mode}
            module="eiken"
            target={{
              path: EIKEN_ANSWER_PATH,
              fields: { resource_id: set.resource_id },
              completion: { path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id } },
            }}
            title={mode === 'test' ? t('testTitle', { title: set.title }) : set.title}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={withQuery(EIKEN_PRACTICE_PATHS.result, { resource_id: set.resource_id, directory_id: directoryId, from: 'last' })}
            resultHref={(attempt) => withQuery(EIKEN_PRACTICE_PATHS.result, { resource_id: set.resource_id, directory_id: directoryId, guid: attempt, mode: mode === 'test' ? mode : undefined })}
            backHref={back}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}
