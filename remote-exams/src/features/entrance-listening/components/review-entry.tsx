import { withQuery } from 'shared-ui/router';
import { Card, LinkButton, QueryState, useTranslation } from 'shared-ui';
import { useReviewPaper } from '../../eiken-rwl/api/get-review-paper';
import { ENTRANCE_REVIEW, HIGHSCHOOL_PATHS } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';
import { styles } from './entrance-styles';

/** How many wrong answers of an entrance test wait for review (levelId: the test's level = eiken_id), and the way there. */
export function ReviewEntry({ levelId }: { levelId: number }) {
  const { t } = useTranslation(ENTRANCE_NS);
  const paper = useReviewPaper(levelId, ENTRANCE_REVIEW);
  return (
    <Card title={t('reviewTitle')} testId="review-entry">
      <QueryState query={paper}>
        {({ total, open_review: open }) => (
          <>
            <p data-testid="review-count">{total > 0 ? t('reviewCount', { count: total }) : t('reviewNone')}</p>
            {open ? <p className={styles.muted}>{t('reviewOpen', { answered: open.answered, total: open.total })}</p> : null}
            <div className={styles.actions}>
              <LinkButton primary={total > 0 || open !== null} to={withQuery(HIGHSCHOOL_PATHS.reviewInfo, { eiken_id: levelId })} data-testid="to-review">
                {t('toReview')}
              </LinkButton>
            </div>
          </>
        )}
      </QueryState>
    </Card>
  );
}
