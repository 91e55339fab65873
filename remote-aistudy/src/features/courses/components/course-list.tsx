import { Button, PageHeader, Spinner, useTranslation } from 'shared-ui';
import { AISTUDY_NAMESPACE } from '../../../app/messages';
import { RemoteVersion } from '../../../app/remote-version';
import { useApiData } from '../../../app/use-api-data';
import { fetchCourses } from '../api/courses-api';
import styles from './course-list.module.css';

/** /aistudy: the AI courses and their lessons. */
export function CourseList() {
  const { t } = useTranslation(AISTUDY_NAMESPACE);
  const courses = useApiData(fetchCourses);
  return (
    <div className={styles.page}>
      <PageHeader title={t('courses.title')} />
      <p className={styles.lead}>{t('courses.lead')}</p>
      {courses.status === 'loading' && <Spinner />}
      {courses.status === 'error' && (
        <div role="alert" className={styles.status}>
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" width="auto" onClick={courses.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {courses.status === 'ready' && (
        <ul className={styles.grid}>
          {courses.data.map((course) => (
            <li key={course.course_id} className={styles.card} data-testid="course-card">
              <h2 className={styles.title}>{course.title}</h2>
              <p className={styles.meta}>
                <span className={styles.badge}>CEFR {course.cefr}</span>
                {t('courses.lessons', { count: course.lesson_count })}
              </p>
              <p>{course.description}</p>
              <ol className={styles.lessons}>
                {course.lessons.map((lesson) => (
                  <li key={lesson.lesson_id}>{lesson.title}</li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
      <RemoteVersion />
    </div>
  );
}
