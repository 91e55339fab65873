import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { AISTUDY_PATHS, courseLessonsHref, isLessonStep, LESSON_STEPS, practiceHref, practiceResultHref, type ExerciseStep, type LessonStep } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { EngineRun } from '../../ai-course/components/engine-run';
import { useLessonPart, type LessonPart } from '../api/get-lesson-part';
import { PRACTICE_NS } from '../practice-texts';
import { ExplanationStep } from './explanation-step';
import { VideoStep } from './video-step';
import styles from './practice.module.css';

const stepDone = (part: LessonPart, step: LessonStep) => part[step].done === 1;

/** Without ?step=, the first step not done yet (the video when all are done). */
const defaultStep = (part: LessonPart): LessonStep => LESSON_STEPS.find((step) => !stepDone(part, step)) ?? 'video';

/**
 * /aistudy/practice?lesson_id=&step=video|explanation|review|consolidation: one step of a lesson.
 * The video and the explanation show here under the lesson's step tabs; review and
 * consolidation are played by the exercise engine and handed in on /aistudy/practice/result.
 */
export function PracticePage() {
  const { t } = useTranslation([PRACTICE_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const lessonId = numberParam(params, 'lesson_id');
  const stepParam = params.get('step');
  const part = useLessonPart(lessonId);
  if (lessonId === undefined || (stepParam !== null && !isLessonStep(stepParam)))
    return (
      <StatusBlock
        tone="error"
        title={lessonId === undefined ? t('missingLesson', { ns: AI_COURSE_NS }) : t('unknownStep')}
        action={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>}
        testId="practice-missing"
      />
    );
  return (
    <QueryState query={part}>
      {(lesson) => {
        const step = isLessonStep(stepParam) ? stepParam : defaultStep(lesson);
        if (step === 'review' || step === 'consolidation') return <ExerciseStepRun part={lesson} step={step} from={params.get('from') === 'again' ? 'again' : undefined} />;
        return (
          <Page title={lesson.lesson.title} testId="aistudy-practice" actions={<Link to={courseLessonsHref(lesson.lesson.course_id)}>{t('backToLessons', { ns: AI_COURSE_NS })}</Link>}>
            <StepTabs part={lesson} current={step} />
            {step === 'video' ? <VideoStep key={lesson.lesson.lesson_id} video={lesson.video} lessonId={lesson.lesson.lesson_id} /> : <ExplanationStep explanation={lesson.explanation} lessonId={lesson.lesson.lesson_id} />}
          </Page>
        );
      }}
    </QueryState>
  );
}

function StepTabs({ part, current }: { part: LessonPart; current: LessonStep }) {
  const { t } = useTranslation([PRACTICE_NS, AI_COURSE_NS]);
  return (
    <nav aria-label={t('stepsNav')}>
      <ol className={styles.tabs}>
        {LESSON_STEPS.map((step, index) => {
          const done = stepDone(part, step);
          const name = t(`step.${step}`, { ns: AI_COURSE_NS });
          return (
            <li key={step}>
              <Link
                to={practiceHref(part.lesson.lesson_id, step)}
                className={[styles.tab, done ? styles.tabDone : ''].join(' ')}
                aria-current={step === current ? 'step' : undefined}
                aria-label={t('stepTab', { index: index + 1, step: name, state: done ? t('done', { ns: AI_COURSE_NS }) : t('notDone', { ns: AI_COURSE_NS }) })}
                data-testid="step-tab"
                data-kind={step}
                data-done={done}
              >
                <span aria-hidden="true">{done ? '✓' : index + 1}</span> {name}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Review or consolidation: the step's exercise in the engine; the finished run goes to the result page, which hands it in. */
function ExerciseStepRun({ part, step, from }: { part: LessonPart; step: ExerciseStep; from: 'again' | undefined }) {
  const { t } = useTranslation([PRACTICE_NS, AI_COURSE_NS]);
  const state = part[step];
  const lessonId = part.lesson.lesson_id;
  return (
    <EngineRun
      resourceId={state.exercise_resource_id}
      mode="practice"
      title={() => t('exerciseTitle', { step: t(`step.${step}`, { ns: AI_COURSE_NS }), title: part.lesson.title })}
      from={from}
      completedBefore={state.last_guid !== null}
      lastResultHref={state.last_guid ? practiceResultHref(lessonId, step, state.last_guid) : undefined}
      resultHref={(guid) => practiceResultHref(lessonId, step, guid)}
      backHref={courseLessonsHref(part.lesson.course_id)}
      testId={`${step}-step`}
    />
  );
}
