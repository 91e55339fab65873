import { Link } from 'shared-ui/router';
import { StatusBlock, useTranslation } from 'shared-ui';
import type { ReviewSource } from '../eiken-rwl-paths';
import { reviewNamespaces } from '../eiken-rwl-texts';

/** What a review's pages say when no wrong answer is left to review, with the way back to the source's home. */
export function NothingToReview({ source, levelCode }: { source: ReviewSource; levelCode: string }) {
  const { t } = useTranslation(reviewNamespaces(source), { nsMode: 'fallback' });
  return <StatusBlock tone="empty" title={t('nothing')} detail={t('nothingDetail')} action={<Link to={source.home(levelCode)}>{t('toRwl')}</Link>} testId="review-nothing" />;
}
