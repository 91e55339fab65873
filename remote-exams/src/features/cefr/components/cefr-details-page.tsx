import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, combineQueries, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { getExerciseLogs } from '../api/get-exercise-logs';
import { useUnitResources } from '../api/get-unit-resources';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';
import styles from './cefr.module.css';

/** Where unit practice answers go: the engine posts every answer and the end of the run here. */
export const CEFR_ANSWER_PATH = '/cefr/submit-exercise-log';

/**
 * /cefr/details?unit_id=: a can-do unit, its statement and its practice sets; with resource_id
 * the set is played by the exercise engine (the open run resumed unless from=again), and the
 * end goes to /cefr/details/result.
 */
export function CefrDetailsPage() {
  const [params] = useSearchParams();
  const unitId = numberParam(params, 'unit_id');
  const resourceId = numberParam(params, 'resource_id');
  const { t } = useTranslation(CEFR_NS);
  if (!unitId) return <StatusBlock tone="error" title={t('missing')} />;
  return resourceId ? <UnitSetPlayer unitId={unitId} resourceId={resourceId} /> : <UnitSets unitId={unitId} />;
}

function UnitSets({ unitId }: { unitId: number }) {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const unit = useUnitResources(unitId);
  const engine = useExerciseEngine();
  return (
    <QueryState query={combineQueries(unit, engine)}>
      {([{ unit: info, list }, { ResourceRow }]) => (
        <Page title={`${info.level} · ${info.title}`} onBack={() => void navigate(CEFR_PATHS.map)}>
          <p className={styles.canDo} data-testid="can-do">
            <strong>{t('details.canDo')}：</strong>
            {info.can_do}
            <br />
            <span lang="en">{info.can_do_en}</span>
          </p>
          <Card title={t('details.sets')}>
            {list.length === 0 ? (
              <StatusBlock tone="empty" title={t('details.empty')} />
            ) : (
              <ul className={styles.list}>
                {list.map((resource) => (
                  <ResourceRow
                    key={resource.resource_id}
                    resource={resource}
                    practiceHref={(query) => withQuery(CEFR_PATHS.details, { unit_id: unitId, resource_id: resource.resource_id, ...query })}
                    resultHref={withQuery(CEFR_PATHS.detailsResult, { unit_id: unitId, resource_id: resource.resource_id, from: 'last' })}
                  />
                ))}
              </ul>
            )}
          </Card>
        </Page>
      )}
    </QueryState>
  );
}

function UnitSetPlayer({ unitId, resourceId }: { unitId: number; resourceId: number }) {
  const [params] = useSearchParams();
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  // Answers waiting in the outbox go first, so the open run is read after the last one given.
  const run = useQuery({
    queryKey: ['cefr-unit-run', resourceId, from],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getExerciseLogs(resourceId, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  const back = withQuery(CEFR_PATHS.details, { unit_id: unitId });
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode="practice"
            module="cefr"
            target={{ path: CEFR_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: CEFR_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
            title={set.title}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={withQuery(CEFR_PATHS.detailsResult, { unit_id: unitId, resource_id: set.resource_id, from: 'last' })}
            resultHref={(attempt) => withQuery(CEFR_PATHS.detailsResult, { unit_id: unitId, resource_id: set.resource_id, guid: attempt })}
            backHref={back}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}
