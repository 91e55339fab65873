import { Page, QueryState, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { AISTUDY_PATHS, courseLessonsHref } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { ProgressMeter } from '../../ai-course/components/progress-meter';
import { SkillBars } from '../../ai-course/components/skill-bars';
import { useReport, type AiCourseReport } from '../api/get-report';
import { REPORT_NS } from '../report-texts';
import { BarChart } from './bar-chart';
import styles from './report.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

const duration = (t: Translate, seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return minutes >= 60 ? t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('justMinutes', { minutes });
};

/** "11/28" from "2026-11-28" (the day's label under its bar). */
const shortDay = (date: string) => {
  const [, month, day] = date.split('-');
  return month && day ? `${Number(month)}/${Number(day)}` : date;
};

/**
 * /aistudy/report: the student's AI study as numbers and small charts: progress per course,
 * the last 14 days' study time, right answers by skill, and per course its lessons (steps,
 * scores, time) and its test scores.
 */
export function ReportPage() {
  const { t } = useTranslation(REPORT_NS);
  const report = useReport();
  return (
    <Page title={t('title')} lead={t('lead')} testId="aistudy-report" actions={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>}>
      <QueryState query={report} isEmpty={(data) => data.courses.length === 0} empty={t('empty')}>
        {(data) => <ReportBody data={data} />}
      </QueryState>
    </Page>
  );
}

function ReportBody({ data }: { data: AiCourseReport }) {
  const { t } = useTranslation([REPORT_NS, AI_COURSE_NS]);
  const totalSeconds = data.courses.reduce((sum, course) => sum + course.time_spent_seconds, 0);
  const lessonsDone = data.courses.reduce((sum, course) => sum + course.lessons.filter((lesson) => lesson.steps_total > 0 && lesson.steps_done >= lesson.steps_total).length, 0);
  const testsTaken = data.courses.reduce((sum, course) => sum + course.tests.length, 0);
  return (
    <>
      <section aria-labelledby="report-overview" className={styles.card}>
        <h2 id="report-overview">{t('overview')}</h2>
        <dl className={styles.summary} data-testid="report-summary">
          <div>
            <dt>{t('totalTime')}</dt>
            <dd data-testid="report-total-time">{duration(t, totalSeconds)}</dd>
          </div>
          <div>
            <dt>{t('lessonsDone')}</dt>
            <dd data-testid="report-lessons-done">{t('lessonsCount', { count: lessonsDone })}</dd>
          </div>
          <div>
            <dt>{t('testsTaken')}</dt>
            <dd data-testid="report-tests-taken">{t('timesCount', { count: testsTaken })}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="report-progress" className={styles.card}>
        <h2 id="report-progress">{t('courseProgress')}</h2>
        <ul className={styles.courseProgress}>
          {data.courses.map((course) => (
            <li key={course.course_id} data-testid="report-course-progress">
              <Link to={courseLessonsHref(course.course_id)}>{course.title}</Link>
              <ProgressMeter percent={course.progress_percent} label={t('progressOf', { title: course.title })} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="report-daily" className={styles.card}>
        <h2 id="report-daily">{t('dailyHeading')}</h2>
        <BarChart
          title={t('daily')}
          bars={data.daily.map((day) => ({ key: day.date, label: shortDay(day.date), value: Math.round(day.seconds / 60), text: t('minutes', { count: Math.round(day.seconds / 60) }) }))}
          columns={[t('day'), t('minutesHeader')]}
          testId="report-daily-chart"
        />
      </section>
      <section aria-labelledby="report-skills" className={styles.card}>
        <h2 id="report-skills">{t('skills')}</h2>
        {data.skills.length ? <SkillBars skills={data.skills} label={t('skills')} /> : <p>{t('noSkills')}</p>}
      </section>
      {data.courses.map((course) => (
        <section key={course.course_id} aria-labelledby={`report-course-${course.course_id}`} className={styles.card} data-testid="report-course">
          <h2 id={`report-course-${course.course_id}`}>{course.title}</h2>
          <p>{t('courseTime', { time: duration(t, course.time_spent_seconds) })}</p>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{t('lessonTable', { title: course.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lesson')}</th>
                <th scope="col" className={styles.number}>
                  {t('steps')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('reviewScore')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('consolidationScore')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {course.lessons.map((lesson) => (
                <tr key={lesson.lesson_id} data-testid="report-lesson">
                  <th scope="row">{lesson.title}</th>
                  <td className={styles.number}>{t('stepsValue', { done: lesson.steps_done, total: lesson.steps_total })}</td>
                  <td className={styles.number}>{lesson.review_score === null ? t('none') : t('score', { ns: AI_COURSE_NS, score: Math.round(lesson.review_score) })}</td>
                  <td className={styles.number}>{lesson.consolidation_score === null ? t('none') : t('score', { ns: AI_COURSE_NS, score: Math.round(lesson.consolidation_score) })}</td>
                  <td className={styles.number}>{duration(t, lesson.time_spent_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {course.tests.length ? (
            <BarChart
              title={t('tests', { title: course.title })}
              bars={course.tests.map((test, index) => ({ key: test.guid, label: t('attemptLabel', { index: index + 1 }), value: Math.round(test.score), text: t('score', { ns: AI_COURSE_NS, score: Math.round(test.score) }) }))}
              max={100}
              columns={[t('attempt'), t('score')]}
              testId="report-test-chart"
            />
          ) : (
            <p className={styles.muted}>{t('noTests')}</p>
          )}
        </section>
      ))}
    </>
  );
}
