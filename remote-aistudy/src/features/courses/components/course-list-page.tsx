import { LinkButton, Page, QueryState, Tile, TileGrid, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { AISTUDY_PATHS, courseLessonsHref, testingIndexHref } from '../../ai-course/ai-course-paths';
import { ProgressMeter } from '../../ai-course/components/progress-meter';
import { useCourses } from '../api/get-courses';
import { COURSES_NS } from '../courses-texts';
import styles from './course-list-page.module.css';

/** /aistudy (kept alive): the AI courses with the student's progress, the way into each course's lessons and test. */
export function CourseListPage() {
  const { t } = useTranslation(COURSES_NS);
  const courses = useCourses();
  return (
    <Page
      title={t('title')}
      lead={t('lead')}
      testId="aistudy-courses"
      actions={
        <nav className={styles.links} aria-label={t('more')}>
          <Link to={AISTUDY_PATHS.report} data-testid="to-report">
            {t('report')}
          </Link>
          <Link to={AISTUDY_PATHS.document} data-testid="to-document">
            {t('document')}
          </Link>
        </nav>
      }
    >
      <QueryState query={courses} isEmpty={(list) => list.length === 0} empty={t('empty')}>
        {(list) => (
          <TileGrid>
            {list.map((course) => (
              <Tile
                key={course.course_id}
                headingLevel={2}
                title={course.title}
                badges={[`CEFR ${course.cefr}`]}
                meta={t('lessonsDone', { done: course.done_lessons, count: course.lesson_count })}
                testId="course-card"
                actions={
                  <>
                    <LinkButton primary to={courseLessonsHref(course.course_id)} data-testid="open-course" aria-label={t('openCourseNamed', { title: course.title, action: course.progress_percent > 0 ? t('continue') : t('start') })}>
                      {course.progress_percent > 0 ? t('continue') : t('start')}
                    </LinkButton>
                    <LinkButton to={testingIndexHref(course.course_id)} data-testid="open-test" aria-label={t('testNamed', { title: course.title })}>
                      {t('test')}
                    </LinkButton>
                  </>
                }
              >
                <p>{course.description}</p>
                <ProgressMeter percent={course.progress_percent} label={t('progressOf', { title: course.title })} testId="course-progress" />
                <p className={styles.testLine} data-testid="course-test-score">
                  {course.test_best_score === null ? t('noTest') : t('testBest', { score: Math.round(course.test_best_score), count: course.test_count })}
                </p>
                <ol className={styles.lessons}>
                  {course.lessons.map((lesson) => (
                    <li key={lesson.lesson_id}>{lesson.title}</li>
                  ))}
                </ol>
              </Tile>
            ))}
          </TileGrid>
        )}
      </QueryState>
    </Page>
  );
}
