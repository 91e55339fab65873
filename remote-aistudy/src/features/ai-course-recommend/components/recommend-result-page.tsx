import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { useExerciseEngine } from '../../../lib/engine';
import { AISTUDY_PATHS, recommendDetailsHref } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { ReviewItems } from '../../ai-course/components/review-items';
import { RunSummary } from '../../ai-course/components/run-summary';
import { useAnswerMedia } from '../../ai-course/hooks/use-answer-media';
import { useRefreshAiCourse } from '../../ai-course/hooks/use-refresh-ai-course';
import { recommendLogsQuery } from '../api/get-recommend-logs';
import { submitRecommend } from '../api/submit-recommend';
import { RECOMMEND_NS } from '../recommend-texts';
import styles from './recommend.module.css';

/**
 * /aistudy/recommend/result?course_id=&resource_id=&guid=: hands the finished run of a
 * recommended resource in (after the engine's outbox delivered its last answers), then its
 * score, why it was recommended, and the answers item by item.
 */
export function RecommendResultPage() {
  const { t } = useTranslation([RECOMMEND_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const courseId = numberParam(params, 'course_id');
  const resourceId = numberParam(params, 'resource_id');
  const guid = params.get('guid');
  if (courseId === undefined || resourceId === undefined || !guid)
    return (
      <StatusBlock
        tone="error"
        title={courseId === undefined ? t('missingCourse', { ns: AI_COURSE_NS }) : t('missingRun', { ns: AI_COURSE_NS })}
        action={<Link to={courseId === undefined ? AISTUDY_PATHS.home : recommendDetailsHref(courseId)}>{courseId === undefined ? t('backToCourses', { ns: AI_COURSE_NS }) : t('backToList')}</Link>}
        testId="recommend-result-missing"
      />
    );
  return <SubmittedRecommendation courseId={courseId} resourceId={resourceId} guid={guid} />;
}

function SubmittedRecommendation({ courseId, resourceId, guid }: { courseId: number; resourceId: number; guid: string }) {
  const { t } = useTranslation(RECOMMEND_NS);
  const engine = useExerciseEngine();
  const refresh = useRefreshAiCourse();
  const settleOutbox = engine.data?.settleOutbox;
  // Not under /ai/course/ on purpose: refreshing the course's queries must not post it again.
  const submitted = useQuery({
    queryKey: ['aistudy-recommend-submit', courseId, resourceId, guid],
    enabled: settleOutbox !== undefined,
    queryFn: async () => {
      await settleOutbox?.();
      return submitRecommend({ course_id: courseId, resource_id: resourceId, guid });
    },
    staleTime: Infinity,
  });
  useEffect(() => {
    if (submitted.isSuccess) void refresh();
  }, [submitted.isSuccess, refresh]);
  const logs = useQuery({ ...recommendLogsQuery(courseId, guid), enabled: submitted.isSuccess });
  const media = useAnswerMedia(resourceId);
  return (
    <Page title={t('resultTitle')} testId="aistudy-recommend-result" actions={<Link to={recommendDetailsHref(courseId)}>{t('backToList')}</Link>}>
      <QueryState query={combineQueries(submitted, logs)}>
        {([, run]) => (
          <>
            {run.title ? <h2 className={styles.resultHeading}>{run.title}</h2> : null}
            <RunSummary score={run.score} correct={run.correct} total={run.total} />
            <p className={styles.reason} data-testid="recommend-reason">
              {t('whyChosen', { reason: run.reason })}
            </p>
            <ReviewItems items={run.items} media={media} />
            <div className={styles.actions}>
              <LinkButton to={recommendDetailsHref(courseId, resourceId, 'again')} replace data-testid="try-again">
                {t('tryAgain')}
              </LinkButton>
              <LinkButton primary to={recommendDetailsHref(courseId)} data-testid="back-to-recommend">
                {t('backToList')}
              </LinkButton>
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}
