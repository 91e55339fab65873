import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { StatusBlock, useTranslation } from 'shared-ui';
import { ReviewStartupOf } from '../../eiken-rwl/components/review-startup-page';
import { ENTRANCE_REVIEW, HIGHSCHOOL_PATHS } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';

/**
 * /high-school-entrance-exam/review-info?eiken_id=: the wrong questions of an entrance listening
 * test (the high school's or the common test's, by its level) to review now, the open and the
 * last review: eiken-rwl's review start on the /v3/college-exam/review calls.
 */
export function ReviewInfoPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const levelId = numberParam(params, 'eiken_id');
  if (!levelId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={HIGHSCHOOL_PATHS.listening}>{t('backToHub')}</Link>} />;
  return <ReviewStartupOf source={ENTRANCE_REVIEW} levelId={levelId} />;
}
