import { combineQueries, currentLanguage, formatDate, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { AISTUDY_PATHS, courseLessonsHref, recommendDetailsHref, testingDetailsHref } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { lessonsLeft, useCourseExercises } from '../../ai-course/api/get-course-exercises';
import { useTestingIndex } from '../api/get-testing-index';
import { TESTING_NS } from '../testing-texts';
import styles from './testing.module.css';

/** /aistudy/testing/index?course_id=: the course test, locked until every lesson is done (with how many are left), and the attempts so far. */
export function TestingIndexPage() {
  const { t } = useTranslation([TESTING_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const courseId = numberParam(params, 'course_id');
  const testing = useTestingIndex(courseId);
  const exercises = useCourseExercises(courseId);
  if (courseId === undefined)
    return <StatusBlock tone="error" title={t('missingCourse', { ns: AI_COURSE_NS })} action={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>} testId="testing-missing" />;
  return (
    <QueryState query={combineQueries(testing, exercises)}>
      {([test, course]) => {
        const unlocked = test.unlocked === 1;
        return (
          <Page title={t('title', { title: test.course.title })} lead={t('lead')} testId="aistudy-testing-index" actions={<Link to={courseLessonsHref(courseId)}>{t('backToLessons', { ns: AI_COURSE_NS })}</Link>}>
            <section aria-labelledby="test-facts" className={styles.card}>
              <h2 id="test-facts">{t('facts')}</h2>
              <dl className={styles.facts}>
                <dt>{t('questions')}</dt>
                <dd data-testid="test-questions">{t('questionCount', { count: test.question_count })}</dd>
                <dt>{t('timeLimit')}</dt>
                <dd>{t('minutes', { count: Math.round(test.time_limit_seconds / 60) })}</dd>
              </dl>
              {unlocked ? (
                <LinkButton primary to={testingDetailsHref(courseId)} data-testid="start-test">
                  {t('start')}
                </LinkButton>
              ) : (
                <p className={styles.locked} data-testid="test-locked">
                  {t('locked', { count: lessonsLeft(course) })}
                </p>
              )}
            </section>
            <section aria-labelledby="test-attempts" className={styles.card}>
              <h2 id="test-attempts">{t('attempts')}</h2>
              {test.attempts.length === 0 ? (
                <p data-testid="no-attempts">{t('noAttempts')}</p>
              ) : (
                <table className={styles.table} data-testid="test-attempts">
                  <thead>
                    <tr>
                      <th scope="col">{t('attemptDate')}</th>
                      <th scope="col">{t('attemptScore')}</th>
                      <th scope="col">
                        <span className={styles.srOnly}>{t('openAttempt')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {test.attempts.map((attempt) => {
                      const date = formatDate(attempt.submitted_at, currentLanguage(), true);
                      return (
                        <tr key={attempt.guid} data-testid="test-attempt">
                          <td>{date}</td>
                          <td>{t('score', { ns: AI_COURSE_NS, score: Math.round(attempt.score) })}</td>
                          <td>
                            <Link to={testingDetailsHref(courseId, attempt.guid)} aria-label={t('attemptLink', { date })}>
                              {t('openAttempt')}
                            </Link>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
              {test.attempts.length > 0 ? (
                <LinkButton to={recommendDetailsHref(courseId)} data-testid="to-recommend">
                  {t('toRecommend')}
                </LinkButton>
              ) : null}
            </section>
          </Page>
        );
      }}
    </QueryState>
  );
}
