import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { getWordLogs, WORD_ANSWER_PATH, wordLogsQuery } from '../api/get-word-logs';
import type { WordPaths } from '../eiken-words-paths';
import { EIKEN_WORDS_NS } from '../eiken-words-texts';
import { ReviewWordList } from './review-word-list';

/**
 * A word set played by the exercise engine (word training's sets, and word learning's check):
 * ?resource_id=&class_id=. Answers go to /v3/eiken-training/submit-exercise-log; the open run is
 * resumed unless the student asked to start again (from=again); finishing goes to the result.
 */
export function WordRunPage({ paths }: { paths: WordPaths }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const unitId = numberParam(params, 'class_id');
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  // Answers still in the engine's outbox go first, so the open run is read after the last one given.
  const run = useQuery({
    queryKey: ['eiken-word-run', resourceId, from],
    enabled: resourceId !== undefined && settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getWordLogs(resourceId ?? 0, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  const back = withQuery(paths.index, { class_id: unitId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode="practice"
            module="eiken"
            target={{ path: WORD_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: WORD_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
            title={set.title}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={withQuery(paths.result, { resource_id: set.resource_id, class_id: set.class_id, from: 'last' })}
            resultHref={(attempt) => withQuery(paths.result, { resource_id: set.resource_id, class_id: set.class_id, guid: attempt })}
            backHref={back}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}

/**
 * The result of a word run (?resource_id=&guid=&class_id=, or the last completed run): the
 * engine's result view and the words to review, with the way back, another try and the next set.
 */
export function WordResultPage({ paths, runPath }: { paths: WordPaths; runPath: string }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const unitId = numberParam(params, 'class_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...wordLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  const back = withQuery(paths.index, { class_id: unitId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <>
            <ResultScreen
              info={info}
              attempt={guid}
              recordQuery={{ ...wordLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
              title={`${info.title} — ${t('result')}`}
              backHref={back}
              onBack={() => void navigate(back)}
              actions={() => (
                <>
                  <Button variant="secondary" onClick={() => void navigate(back)}>
                    {t('backToList')}
                  </Button>
                  <Button onClick={() => void navigate(withQuery(runPath, { resource_id: info.resource_id, class_id: unitId, from: 'again' }), { replace: true })} data-testid="try-again">
                    {t('tryAgain')}
                  </Button>
                  {info.next_resource ? (
                    <Button variant="secondary" onClick={() => void navigate(withQuery(runPath, { resource_id: info.next_resource!.resource_id, class_id: unitId }))} data-testid="next-resource">
                      {t('nextSet')}
                    </Button>
                  ) : null}
                </>
              )}
            />
            <ReviewWordList resourceId={info.resource_id} guid={guid} />
          </>
        )}
      </QueryState>
    </div>
  );
}
