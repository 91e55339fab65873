import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { useExerciseEngine } from '../../../lib/engine';
import { AISTUDY_PATHS, recommendDetailsHref, testingDetailsHref, testingIndexHref } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { EngineRun } from '../../ai-course/components/engine-run';
import { ReviewItems } from '../../ai-course/components/review-items';
import { RunSummary } from '../../ai-course/components/run-summary';
import { SkillBars } from '../../ai-course/components/skill-bars';
import { useAnswerMedia } from '../../ai-course/hooks/use-answer-media';
import { useRefreshAiCourse } from '../../ai-course/hooks/use-refresh-ai-course';
import { useTestingIndex, type TestingIndex } from '../api/get-testing-index';
import { testingPaperQuery } from '../api/get-testing-paper';
import { submitTesting } from '../api/submit-testing';
import { TESTING_NS } from '../testing-texts';
import styles from './testing.module.css';

/**
 * /aistudy/testing/details?course_id=: the course test played by the engine in test mode (no
 * answers shown until the end); with &guid=, that run handed in (once the engine's outbox
 * delivered its last answers) and its paper: the score, the bars by skill, every answer.
 */
export function TestingDetailsPage() {
  const { t } = useTranslation([TESTING_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const courseId = numberParam(params, 'course_id');
  const guid = params.get('guid');
  const testing = useTestingIndex(courseId);
  if (courseId === undefined)
    return <StatusBlock tone="error" title={t('missingCourse', { ns: AI_COURSE_NS })} action={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>} testId="testing-missing" />;
  return (
    <QueryState query={testing}>
      {(test) => {
        if (guid) return <TestPaper test={test} guid={guid} />;
        if (test.unlocked !== 1)
          return <StatusBlock tone="info" title={t('lockedTitle')} action={<Link to={testingIndexHref(courseId)}>{t('backToTest')}</Link>} testId="test-locked" />;
        return (
          <EngineRun
            resourceId={test.exercise_resource_id}
            mode="test"
            title={() => t('testTitle', { ns: AI_COURSE_NS, title: test.course.title })}
            from={undefined}
            completedBefore={false}
            resultHref={(run) => testingDetailsHref(courseId, run)}
            backHref={testingIndexHref(courseId)}
            testId="course-test-run"
          />
        );
      }}
    </QueryState>
  );
}

function TestPaper({ test, guid }: { test: TestingIndex; guid: string }) {
  const { t } = useTranslation([TESTING_NS, AI_COURSE_NS]);
  const engine = useExerciseEngine();
  const refresh = useRefreshAiCourse();
  const courseId = test.course.course_id;
  const settleOutbox = engine.data?.settleOutbox;
  // Not under /ai/course/ on purpose: refreshing the course's queries must not post it again.
  const submitted = useQuery({
    queryKey: ['aistudy-test-submit', courseId, guid],
    enabled: settleOutbox !== undefined,
    queryFn: async () => {
      await settleOutbox?.();
      return submitTesting(courseId, guid);
    },
    staleTime: Infinity,
  });
  useEffect(() => {
    if (submitted.isSuccess) void refresh();
  }, [submitted.isSuccess, refresh]);
  const paper = useQuery({ ...testingPaperQuery(courseId, guid), enabled: submitted.isSuccess });
  const media = useAnswerMedia(test.exercise_resource_id);
  return (
    <Page title={t('resultTitle', { title: test.course.title })} testId="aistudy-testing-result" actions={<Link to={testingIndexHref(courseId)}>{t('backToTest')}</Link>}>
      <QueryState query={combineQueries(submitted, paper)}>
        {([, result]) => {
          const weakest = [...result.skills].sort((a, b) => a.percent - b.percent)[0]?.skill;
          return (
            <>
              <RunSummary score={result.score} correct={result.correct} total={result.total} />
              <section aria-labelledby="test-skills" className={styles.card}>
                <h2 id="test-skills">{t('skills')}</h2>
                <SkillBars skills={result.skills} label={t('skills')} weakest={weakest} />
              </section>
              <section aria-labelledby="test-recommend" className={styles.card}>
                <h2 id="test-recommend">{t('toRecommend')}</h2>
                <p>{t('recommendLead')}</p>
                <LinkButton primary to={recommendDetailsHref(courseId)} data-testid="to-recommend">
                  {t('toRecommend')}
                </LinkButton>
              </section>
              <ReviewItems items={result.items} media={media} />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
