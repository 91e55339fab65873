import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { StatusBlock, useTranslation } from 'shared-ui';
import { getRegionLogs } from '../api/get-region-logs';
import { HIGHSCHOOL_PATHS, REGION_ANSWER_PATH } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';
import { PracticeSetPlayer } from '../../eiken-practice/components/practice-set-player';

/**
 * /high-school-entrance-exam/practice-info?resource_id=: a region set played by the engine
 * (region/logs for the run, answers to region/log/submit); a set of another test is refused by
 * the server (404, shown with the way back).
 */
export function HighschoolPracticePage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const mode = params.get('mode') === 'test' ? 'test' : 'practice';
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={HIGHSCHOOL_PATHS.listening}>{t('backToHub')}</Link>} />;
  return (
    <PracticeSetPlayer
      resourceId={resourceId}
      load={(choice, signal) => getRegionLogs(resourceId, choice, signal)}
      answerPath={REGION_ANSWER_PATH}
      from={params.get('from') === 'again' ? 'again' : undefined}
      mode={mode}
      resultHref={(set, attempt) => withQuery(HIGHSCHOOL_PATHS.practiceResult, { resource_id: set.resource_id, ...(attempt ? { guid: attempt } : { from: 'last' }), mode: mode === 'test' ? mode : undefined })}
      backHref={HIGHSCHOOL_PATHS.listening}
    />
  );
}
