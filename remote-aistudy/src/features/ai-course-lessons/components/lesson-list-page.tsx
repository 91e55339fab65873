import { LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { AISTUDY_PATHS, practiceHref, recommendDetailsHref, testingIndexHref } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { lessonsLeft, useCourseExercises, type CourseExercises, type CourseLesson } from '../../ai-course/api/get-course-exercises';
import { ProgressMeter } from '../../ai-course/components/progress-meter';
import { LESSONS_NS } from '../lessons-texts';
import styles from './lesson-list-page.module.css';

/**
 * /aistudy/list?course_id= (kept alive): the course's lessons, each with its four steps and the
 * student's done marks, and the course test (locked, with the reason, until every lesson is done).
 */
export function LessonListPage() {
  const { t } = useTranslation([LESSONS_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const courseId = numberParam(params, 'course_id');
  const exercises = useCourseExercises(courseId);
  if (courseId === undefined)
    return <StatusBlock tone="error" title={t('missingCourse', { ns: AI_COURSE_NS })} action={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>} testId="lessons-missing" />;
  return (
    <QueryState query={exercises}>
      {(data) => (
        <Page
          title={t('lessonsOf', { title: data.course.title })}
          lead={data.course.description}
          testId="aistudy-lessons"
          actions={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>}
        >
          <ProgressMeter percent={courseProgress(data)} label={t('courseProgress')} testId="course-progress" />
          {data.lessons.length === 0 ? <StatusBlock tone="empty" title={t('empty')} /> : null}
          <ol className={styles.lessons}>
            {data.lessons.map((lesson) => (
              <LessonRow key={lesson.lesson_id} lesson={lesson} />
            ))}
          </ol>
          <CourseTest data={data} courseId={courseId} />
        </Page>
      )}
    </QueryState>
  );
}

/** The course's progress: the mean of its lessons' (each lesson weighs the same). */
const courseProgress = (data: CourseExercises) => (data.lessons.length === 0 ? 0 : data.lessons.reduce((sum, lesson) => sum + lesson.progress_percent, 0) / data.lessons.length);

function LessonRow({ lesson }: { lesson: CourseLesson }) {
  const { t } = useTranslation([LESSONS_NS, AI_COURSE_NS]);
  const headingId = `lesson-${lesson.lesson_id}`;
  return (
    <li className={styles.lesson} aria-labelledby={headingId} data-testid="lesson" data-lesson-id={lesson.lesson_id} data-done={lesson.done === 1}>
      <div className={styles.lessonHead}>
        <h2 id={headingId} className={styles.lessonTitle}>
          {t('lessonHeading', { position: lesson.position, title: lesson.title })}
        </h2>
        {lesson.done === 1 ? <span className={styles.doneBadge}>{t('lessonDone')}</span> : null}
      </div>
      <p className={styles.meta}>
        <span lang="en">{lesson.title_en}</span>
        {lesson.skills.length ? <span>{t('skills', { skills: lesson.skills.map((skill) => t(`skill.${skill}`, { ns: AI_COURSE_NS, defaultValue: skill })).join('・') })}</span> : null}
      </p>
      <ProgressMeter percent={lesson.progress_percent} label={t('lessonProgress', { position: lesson.position })} />
      <ul className={styles.steps} aria-label={t('steps', { position: lesson.position })}>
        {lesson.steps.map((step) => {
          const name = t(`step.${step.kind}`, { ns: AI_COURSE_NS });
          const state = step.done === 1 ? t('done', { ns: AI_COURSE_NS }) : t('notDone', { ns: AI_COURSE_NS });
          return (
            <li key={step.kind}>
              <Link
                to={practiceHref(lesson.lesson_id, step.kind)}
                className={[styles.step, step.done === 1 ? styles.stepDone : ''].join(' ')}
                aria-label={t('stepLink', { step: name, state })}
                data-testid="lesson-step"
                data-kind={step.kind}
                data-done={step.done === 1}
              >
                <span aria-hidden="true" className={styles.stepMark}>
                  {step.done === 1 ? '✓' : '○'}
                </span>
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function CourseTest({ data, courseId }: { data: CourseExercises; courseId: number }) {
  const { t } = useTranslation(LESSONS_NS);
  const unlocked = data.test.unlocked === 1;
  return (
    <section className={styles.test} aria-labelledby="course-test-heading" data-testid="course-test" data-unlocked={unlocked}>
      <h2 id="course-test-heading">{t('test')}</h2>
      <p data-testid="course-test-state">{unlocked ? t('testOpen') : t('testLocked', { count: lessonsLeft(data) })}</p>
      {data.test.best_score !== null ? <p className={styles.meta}>{t('bestScore', { score: Math.round(data.test.best_score) })}</p> : null}
      <div className={styles.testActions}>
        <LinkButton primary={unlocked} to={testingIndexHref(courseId)} data-testid="to-test">
          {t('toTest')}
        </LinkButton>
        {data.test.last_guid ? (
          <LinkButton to={recommendDetailsHref(courseId)} data-testid="to-recommend">
            {t('toRecommend')}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
