import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { Button, Card, combineQueries, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { useReviewPaper, type ReviewPaper } from '../api/get-review-paper';
import { EIKEN_REVIEW, type ReviewSource } from '../eiken-rwl-paths';
import { EIKEN_RWL_NS, reviewNamespaces } from '../eiken-rwl-texts';
import styles from './eiken-rwl.module.css';
import { NothingToReview } from './nothing-to-review';

/**
 * /eiken/rwl/review/startup: the wrong answers of the student's grade waiting for review, by
 * section, with the way to start a review (a new guid), continue an unfinished one or see the last.
 */
export function ReviewStartupPage() {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const classes = useClassList();
  const levelId = classes.data?.level?.level_id;
  const paper = useReviewPaper(levelId);
  if (classes.data && classes.data.level === null) {
    return (
      <Page title={t('startupTitle')}>
        <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
      </Page>
    );
  }
  return (
    <QueryState query={combineQueries(classes, paper)}>
      {([, review]) => <ReviewStartup review={review} source={EIKEN_REVIEW} />}
    </QueryState>
  );
}

/**
 * The start of a review of another source's wrong answers (the entrance listening tests): the
 * level's id comes with the page.
 */
export function ReviewStartupOf({ source, levelId }: { source: ReviewSource; levelId: number }) {
  const paper = useReviewPaper(levelId, source);
  return <QueryState query={paper}>{(review) => <ReviewStartup review={review} source={source} />}</QueryState>;
}

function ReviewStartup({ review, source }: { review: ReviewPaper; source: ReviewSource }) {
  const { t } = useTranslation(reviewNamespaces(source), { nsMode: 'fallback' });
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const open = review.open_review;
  const last = review.last_review;
  const home = source.home(review.level.code);
  const details = (guid: string) => withQuery(source.pages.details, { guid, [source.idParam]: review.level.level_id });
  return (
    <Page title={t('startupTitle')} lead={t('startupLead', { level: review.level.name })} onBack={() => void navigate(home)} testId="review-startup">
      {review.total === 0 && !open ? (
        <NothingToReview source={source} levelCode={review.level.code} />
      ) : (
        <Card>
          <p className={styles.big} data-testid="review-total">
            {t('startupTotal', { count: review.total })}
          </p>
          <ul className={styles.plain}>
            {review.kinds.map((entry) => (
              <li key={entry.kind}>{t('kindCount', { kind: t(`kind_${entry.kind}`), count: entry.count })}</li>
            ))}
          </ul>
          <ul className={styles.plain}>
            {review.sections.map((section) => (
              <li key={section.resource_id} className={styles.muted}>
                {t('sectionCount', { title: section.title, count: section.count })}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {open ? (
              <Button onClick={() => void navigate(details(open.guid))} data-testid="review-resume">
                {t('resume')}
              </Button>
            ) : null}
            {review.total > 0 ? (
              <Button variant={open ? 'secondary' : 'primary'} disabled={!engine.data} onClick={() => engine.data && void navigate(details(engine.data.newGuid()))} data-testid="review-start">
                {t('start')}
              </Button>
            ) : null}
          </div>
        </Card>
      )}
      {last ? (
        <Card>
          <p>{t('lastReview', { correct: last.correct, total: last.total })}</p>
          <Link to={withQuery(source.pages.result, { guid: last.guid, [source.idParam]: review.level.level_id })} data-testid="last-review">
            {t('seeLastReview')}
          </Link>
        </Card>
      ) : null}
    </Page>
  );
}
