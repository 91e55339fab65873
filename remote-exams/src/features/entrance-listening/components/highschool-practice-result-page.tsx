import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { StatusBlock, useTranslation } from 'shared-ui';
import { regionLogsQuery } from '../api/get-region-logs';
import { HIGHSCHOOL_PATHS } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';
import { PracticeSetResult } from '../../eiken-practice/components/practice-set-result';

/** /high-school-entrance-exam/practice-result?resource_id=&guid=|from=last: a region set's run in the engine's result view. */
export function HighschoolPracticeResultPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const mode = params.get('mode') === 'test' ? 'test' : undefined;
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={HIGHSCHOOL_PATHS.listening}>{t('backToHub')}</Link>} />;
  return (
    <PracticeSetResult
      resourceId={resourceId}
      guid={params.get('guid') ?? undefined}
      logsQuery={regionLogsQuery}
      backHref={HIGHSCHOOL_PATHS.listening}
      againHref={withQuery(HIGHSCHOOL_PATHS.practice, { resource_id: resourceId, from: 'again', mode })}
      nextHref={(next) => withQuery(HIGHSCHOOL_PATHS.practice, { resource_id: next })}
    />
  );
}
