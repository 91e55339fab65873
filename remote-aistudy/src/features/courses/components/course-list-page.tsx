import { Page, QueryState, Tile, TileGrid, useTranslation } from 'shared-ui';
import { useCourses } from '../api/get-courses';
import { COURSES_NS } from '../courses-texts';
import styles from './course-list-page.module.css';

/** /aistudy: the AI courses and their lessons. */
export function CourseListPage() {
  const { t } = useTranslation(COURSES_NS);
  const courses = useCourses();
  return (
    <Page title={t('title')} lead={t('lead')}>
      <QueryState query={courses} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <TileGrid>
            {list.map((course) => (
              <Tile key={course.course_id} headingLevel={2} title={course.title} badges={[`CEFR ${course.cefr}`]} meta={t('lessons', { count: course.lesson_count })} testId="course-card">
                <p>{course.description}</p>
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
