import { Link, withQuery } from 'shared-ui/router';
import { QueryState, useTranslation } from 'shared-ui';
import { useNextResources } from '../api/get-next-resources';
import { EIKEN_RWL_PATHS } from '../eiken-rwl-paths';
import { EIKEN_RWL_NS } from '../eiken-rwl-texts';
import styles from './eiken-rwl.module.css';

/**
 * What to practise after a set or a mock test section (/v3/eiken/suggest/next/res/list): the
 * next set of the same section, a set of the weakest section, and the review of wrong answers.
 * Sets open in RWL practice.
 */
export function NextSetList({ resourceId, tag }: { resourceId: number | undefined; tag: 'practice' | 'challenge' }) {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const next = useNextResources(resourceId, tag);
  return (
    <QueryState query={next}>
      {({ list, review }) => (
        <ul className={styles.nextList} data-testid="next-sets">
          {list.map((entry) => (
            <li key={`${entry.reason}-${entry.resource.resource_id}`}>
              <span className={styles.reason}>{t(`reason_${entry.reason}`)}</span>
              <Link to={withQuery(EIKEN_RWL_PATHS.practice, { resource_id: entry.resource.resource_id, directory_id: entry.class_id })} data-testid="next-set">
                {t('nextSet', { class: entry.class_title, title: entry.resource.title })}
              </Link>
              {entry.resource.completed_times > 0 ? <span className={styles.muted}>{t('nextBest', { score: entry.resource.best_score })}</span> : null}
            </li>
          ))}
          {list.length === 0 ? <li className={styles.muted}>{t('nextNone')}</li> : null}
          {review.wrong_count > 0 ? (
            <li>
              <Link to={EIKEN_RWL_PATHS.reviewStartup} data-testid="to-review">
                {t('reviewWrong', { count: review.wrong_count })}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </QueryState>
  );
}
