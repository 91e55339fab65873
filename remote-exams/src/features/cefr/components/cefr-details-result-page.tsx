import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { exerciseLogsQuery } from '../api/get-exercise-logs';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';

/**
 * /cefr/details/result?unit_id=&resource_id=&guid=: the engine's result view of a unit set's run
 * (the run `guid`, or the last completed one), with the way back to the unit, another try and
 * the unit's next set.
 */
export function CefrDetailsResultPage() {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unitId = numberParam(params, 'unit_id');
  const resourceId = numberParam(params, 'resource_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...exerciseLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  const back = withQuery(CEFR_PATHS.details, { unit_id: unitId });
  if (!resourceId || !unitId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={{ ...exerciseLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
            title={`${info.title} — ${t('details.result')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(CEFR_PATHS.map)}>
                  {t('details.backToMap')}
                </Button>
                <Button onClick={() => void navigate(withQuery(CEFR_PATHS.details, { unit_id: unitId, resource_id: info.resource_id, from: 'again' }), { replace: true })} data-testid="try-again">
                  {t('details.tryAgain')}
                </Button>
                {info.next_resource ? (
                  <Button variant="secondary" onClick={() => void navigate(withQuery(CEFR_PATHS.details, { unit_id: unitId, resource_id: info.next_resource!.resource_id }))} data-testid="next-resource">
                    {t('details.next')}
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
