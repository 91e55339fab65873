import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { useExerciseEngine } from '../../../lib/engine';
import { AISTUDY_PATHS, courseLessonsHref, isExerciseStep, practiceHref, testingIndexHref, type ExerciseStep } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { ReviewItems } from '../../ai-course/components/review-items';
import { RunSummary } from '../../ai-course/components/run-summary';
import { useAnswerMedia } from '../../ai-course/hooks/use-answer-media';
import { useRefreshAiCourse } from '../../ai-course/hooks/use-refresh-ai-course';
import { useLessonPart, type LessonPart } from '../api/get-lesson-part';
import { stepLogsQuery } from '../api/get-step-logs';
import { submitExerciseStep } from '../api/submit-exercise-step';
import { PRACTICE_NS } from '../practice-texts';
import styles from './practice.module.css';

/**
 * /aistudy/practice/result?lesson_id=&step=review|consolidation&guid=: hands the finished run in
 * (after the engine's outbox delivered its last answers; a resent guid changes nothing), then
 * shows its score, the answers item by item, and the way on: the next step or the next lesson.
 */
export function PracticeResultPage() {
  const { t } = useTranslation([PRACTICE_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const lessonId = numberParam(params, 'lesson_id');
  const step = params.get('step');
  const guid = params.get('guid');
  const part = useLessonPart(lessonId);
  if (lessonId === undefined || !isExerciseStep(step) || !guid)
    return (
      <StatusBlock
        tone="error"
        title={lessonId === undefined ? t('missingLesson', { ns: AI_COURSE_NS }) : !isExerciseStep(step) ? t('notExerciseStep') : t('missingRun', { ns: AI_COURSE_NS })}
        action={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>}
        testId="practice-result-missing"
      />
    );
  return <QueryState query={part}>{(lesson) => <SubmittedStep part={lesson} step={step} guid={guid} />}</QueryState>;
}

function SubmittedStep({ part, step, guid }: { part: LessonPart; step: ExerciseStep; guid: string }) {
  const { t } = useTranslation([PRACTICE_NS, AI_COURSE_NS]);
  const engine = useExerciseEngine();
  const refresh = useRefreshAiCourse();
  const lessonId = part.lesson.lesson_id;
  const settleOutbox = engine.data?.settleOutbox;
  const resourceId = part[step].resource_id;
  // Not under /ai/course/ on purpose: refreshing the course's queries must not post it again.
  const submitted = useQuery({
    queryKey: ['aistudy-step-submit', step, resourceId, guid],
    enabled: settleOutbox !== undefined,
    queryFn: async () => {
      await settleOutbox?.();
      return submitExerciseStep(step, resourceId, guid);
    },
    staleTime: Infinity,
  });
  useEffect(() => {
    if (submitted.isSuccess) void refresh();
  }, [submitted.isSuccess, refresh]);
  const logs = useQuery({ ...stepLogsQuery(step, lessonId, guid), enabled: submitted.isSuccess });
  const media = useAnswerMedia(part[step].exercise_resource_id);
  const stepName = t(`step.${step}`, { ns: AI_COURSE_NS });
  return (
    <Page title={t('resultTitle', { step: stepName, title: part.lesson.title })} testId="aistudy-practice-result" actions={<Link to={courseLessonsHref(part.lesson.course_id)}>{t('backToLessons', { ns: AI_COURSE_NS })}</Link>}>
      <QueryState query={combineQueries(submitted, logs)}>
        {([reply, run]) => (
          <>
            <RunSummary score={run.score} correct={run.correct} total={run.total} />
            <p role="status" data-testid="step-done" data-done={reply.done === 1}>
              {reply.done === 1 ? t('stepDone') : t('stepNotDone')}
            </p>
            <ReviewItems items={run.items} media={media} />
            <div className={styles.stepActions}>
              <LinkButton to={practiceHref(lessonId, step, 'again')} replace data-testid="try-again">
                {t('tryAgain')}
              </LinkButton>
              <NextWay part={part} step={step} />
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** After review, consolidation; after consolidation, the next lesson, or the course test after the last. */
function NextWay({ part, step }: { part: LessonPart; step: ExerciseStep }) {
  const { t } = useTranslation(PRACTICE_NS);
  if (step === 'review')
    return (
      <LinkButton primary to={practiceHref(part.lesson.lesson_id, 'consolidation')} data-testid="next-step">
        {t('toConsolidation')}
      </LinkButton>
    );
  if (part.next_lesson_id !== null)
    return (
      <LinkButton primary to={practiceHref(part.next_lesson_id)} data-testid="next-lesson">
        {t('nextLesson')}
      </LinkButton>
    );
  return (
    <LinkButton primary to={testingIndexHref(part.lesson.course_id)} data-testid="to-test">
      {t('toTest')}
    </LinkButton>
  );
}
