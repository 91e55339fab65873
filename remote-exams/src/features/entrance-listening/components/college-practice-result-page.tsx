import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { StatusBlock, useTranslation } from 'shared-ui';
import { exerciseLogsQuery } from '../../eiken-practice/api/get-exercise-logs';
import { COLLEGE_PATHS } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';
import { PracticeSetResult } from '../../eiken-practice/components/practice-set-result';

/**
 * /college-entrance-test/parctice-result?resource_id=&directory_id=&guid=|from=last: the result of
 * a run of a common-test set (the engine's result view), another try, the next set.
 */
export function CollegePracticeResultPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const directoryId = numberParam(params, 'directory_id');
  const mode = params.get('mode') === 'test' ? 'test' : undefined;
  const back = withQuery(COLLEGE_PATHS.practice, { directory_id: directoryId });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={COLLEGE_PATHS.listening}>{t('backToHub')}</Link>} />;
  return (
    <PracticeSetResult
      resourceId={resourceId}
      guid={params.get('guid') ?? undefined}
      logsQuery={exerciseLogsQuery}
      backHref={back}
      againHref={withQuery(COLLEGE_PATHS.practice, { directory_id: directoryId, resource_id: resourceId, from: 'again', mode })}
      nextHref={(next) => withQuery(COLLEGE_PATHS.practice, { directory_id: directoryId, resource_id: next })}
    />
  );
}
