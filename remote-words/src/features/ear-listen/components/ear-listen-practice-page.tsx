import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, useOpenPracticeRun } from '../../../lib/engine';
import { EAR_LISTEN_ANSWER_PATH, earListenLogsQuery, getEarListenLogs } from '../api/get-ear-listen-logs';
import { EAR_LISTEN_PATHS } from '../ear-listen-paths';
import { EAR_LISTEN_NS } from '../ear-listen-texts';

/**
 * /eiken/earListen/practice?resource_id=&class_id=: a drill played by the engine's
 * PracticeScreen, answers posted to /v3/biz-toeic/submit-ear-listen-log; the open run is resumed
 * unless the student asked to start again (from=again). With view=result (&guid=, or from=last)
 * the same route shows the run's result.
 */
export function EarListenPracticePage() {
  const [params] = useSearchParams();
  return params.get('view') === 'result' ? <EarListenResult /> : <EarListenRun />;
}

function EarListenRun() {
  const { t } = useTranslation(EAR_LISTEN_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const classId = numberParam(params, 'class_id');
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const { engine, run } = useOpenPracticeRun('ear-listen-run', resourceId, from, (id, signal) => getEarListenLogs(id, { run: 'open' }, signal));
  const back = withQuery(EAR_LISTEN_PATHS.index, { class_id: classId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  const resultHref = (query: Record<string, string | number>) => withQuery(EAR_LISTEN_PATHS.practice, { resource_id: resourceId, class_id: classId, view: 'result', ...query });
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode="practice"
            module="ear_listen"
            target={{ path: EAR_LISTEN_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: EAR_LISTEN_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
            title={set.title}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={resultHref({ from: 'last' })}
            resultHref={(attempt) => resultHref({ guid: attempt })}
            backHref={back}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}

function EarListenResult() {
  const { t } = useTranslation(EAR_LISTEN_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const classId = numberParam(params, 'class_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...earListenLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  const back = withQuery(EAR_LISTEN_PATHS.index, { class_id: classId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={{ ...earListenLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
            title={`${info.title} — ${t('result')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(back)}>
                  {t('backToList')}
                </Button>
                <Button onClick={() => void navigate(withQuery(EAR_LISTEN_PATHS.practice, { resource_id: info.resource_id, class_id: classId, from: 'again' }), { replace: true })} data-testid="try-again">
                  {t('tryAgain')}
                </Button>
                {info.next_resource ? (
                  <Button variant="secondary" onClick={() => void navigate(withQuery(EAR_LISTEN_PATHS.practice, { resource_id: info.next_resource!.resource_id, class_id: classId }))} data-testid="next-resource">
                    {t('nextSet')}
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
