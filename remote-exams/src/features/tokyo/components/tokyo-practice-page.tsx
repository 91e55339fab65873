import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { usePracticeResourceList } from '../api/get-practice-resource-list';
import { TOKYO_PATHS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { TokyoSetList } from './tokyo-set-list';
import { TokyoSetPlayer } from './tokyo-set-player';

/**
 * /tokyo/practice?dir_id=[&resource_id=]: a practice unit. Without resource_id: its task sets in
 * the test's order (tokyo-higher/practice-resource/list) as steps with progress. With
 * resource_id: the set played by the engine, ending on /tokyo/practice/result (whose next set is
 * the unit's next step).
 */
export function TokyoPracticePage() {
  const { t } = useTranslation(TOKYO_NS);
  const [params] = useSearchParams();
  const dirId = numberParam(params, 'dir_id');
  const resourceId = numberParam(params, 'resource_id');
  if (resourceId) {
    return (
      <TokyoSetPlayer
        key={`${resourceId}-${params.get('from') ?? ''}-${params.get('mode') ?? ''}`}
        resourceId={resourceId}
        kinds={['unit']}
        from={params.get('from') === 'again' ? 'again' : undefined}
        mode={params.get('mode') === 'test' ? 'test' : 'practice'}
        resultHref={(set, attempt) =>
          withQuery(TOKYO_PATHS.practiceResult, { dir_id: set.directory_id ?? dirId, resource_id: set.resource_id, ...(attempt ? { guid: attempt } : { from: 'last' }), mode: params.get('mode') === 'test' ? 'test' : undefined })
        }
        backHref={dirId ? withQuery(TOKYO_PATHS.practice, { dir_id: dirId }) : TOKYO_PATHS.unitList}
      />
    );
  }
  if (!dirId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={TOKYO_PATHS.unitList}>{t('backToUnits')}</Link>} />;
  return <UnitSets dirId={dirId} />;
}

function UnitSets({ dirId }: { dirId: number }) {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const unit = usePracticeResourceList(dirId);
  return (
    <QueryState query={unit}>
      {({ directory }) =>
        directory.kind !== 'unit' ? (
          <StatusBlock tone="error" title={t('notThisUnit')} action={<Link to={TOKYO_PATHS.unitList}>{t('backToUnits')}</Link>} testId="wrong-unit" />
        ) : (
          <Page title={directory.title} lead={directory.description} onBack={() => void navigate(TOKYO_PATHS.unitList)} testId="tokyo-unit-page">
            <p>{t('unitSteps')}</p>
            <TokyoSetList
              dirId={dirId}
              steps
              playHref={(resource, query) => withQuery(TOKYO_PATHS.practice, { dir_id: dirId, resource_id: resource.resource_id, ...query })}
              resultHref={(resource) => withQuery(TOKYO_PATHS.practiceResult, { dir_id: dirId, resource_id: resource.resource_id, from: 'last' })}
            />
          </Page>
        )
      }
    </QueryState>
  );
}
