import { LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { AISTUDY_PATHS, courseLessonsHref, recommendDetailsHref, recommendResultHref } from '../../ai-course/ai-course-paths';
import { AI_COURSE_NS } from '../../ai-course/ai-course-texts';
import { EngineRun } from '../../ai-course/components/engine-run';
import { SkillBars } from '../../ai-course/components/skill-bars';
import { useRecommendIndex, type Recommendation } from '../api/get-recommend-index';
import { RECOMMEND_NS } from '../recommend-texts';
import styles from './recommend.module.css';

/**
 * /aistudy/recommend/details?course_id=: the student's weakest skills and the resources chosen
 * to train them, each with the reason; &resource_id= plays one of them in the engine (a
 * resource that is not recommended to this student is refused), handed in on /recommend/result.
 */
export function RecommendDetailsPage() {
  const { t } = useTranslation([RECOMMEND_NS, AI_COURSE_NS]);
  const [params] = useSearchParams();
  const courseId = numberParam(params, 'course_id');
  const resourceId = numberParam(params, 'resource_id');
  const recommendation = useRecommendIndex(courseId);
  if (courseId === undefined)
    return <StatusBlock tone="error" title={t('missingCourse', { ns: AI_COURSE_NS })} action={<Link to={AISTUDY_PATHS.home}>{t('backToCourses', { ns: AI_COURSE_NS })}</Link>} testId="recommend-missing" />;
  if (params.has('resource_id') && resourceId === undefined)
    return <StatusBlock tone="error" title={t('missingResource')} action={<Link to={recommendDetailsHref(courseId)}>{t('backToList')}</Link>} testId="recommend-missing" />;
  return (
    <QueryState query={recommendation}>
      {(data) => {
        if (resourceId === undefined) return <RecommendList data={data} courseId={courseId} />;
        const chosen = data.list.find((entry) => entry.resource_id === resourceId);
        if (!chosen) return <StatusBlock tone="error" title={t('missingResource')} action={<Link to={recommendDetailsHref(courseId)}>{t('backToList')}</Link>} testId="recommend-not-listed" />;
        return (
          <EngineRun
            resourceId={chosen.resource_id}
            mode="practice"
            from={params.get('from') === 'again' ? 'again' : undefined}
            completedBefore={false}
            resultHref={(guid) => recommendResultHref(courseId, chosen.resource_id, guid)}
            backHref={recommendDetailsHref(courseId)}
            testId="recommend-run"
          />
        );
      }}
    </QueryState>
  );
}

function RecommendList({ data, courseId }: { data: Recommendation; courseId: number }) {
  const { t } = useTranslation([RECOMMEND_NS, AI_COURSE_NS]);
  return (
    <Page title={t('title')} lead={t('lead')} testId="aistudy-recommend" actions={<Link to={courseLessonsHref(courseId)}>{t('backToCourse')}</Link>}>
      {data.weakest.length ? (
        <section aria-labelledby="recommend-weakest" className={styles.card}>
          <h2 id="recommend-weakest">{t('weakest')}</h2>
          <SkillBars skills={data.weakest} label={t('weakest')} weakest={data.weakest[0]?.skill} />
          <ul className={styles.sources}>
            {data.weakest.map((entry) => (
              <li key={entry.skill} data-testid="weak-skill" data-skill={entry.skill}>
                <strong>{t(`skill.${entry.skill}`, { ns: AI_COURSE_NS, defaultValue: entry.skill })}</strong>：{entry.source}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="recommend-list" className={styles.card}>
        <h2 id="recommend-list">{t('list')}</h2>
        {data.list.length === 0 ? (
          <StatusBlock tone="empty" title={t('empty')} testId="recommend-empty" />
        ) : (
          <ul className={styles.list}>
            {data.list.map((entry) => {
              const headingId = `recommended-${entry.resource_id}`;
              return (
                <li key={entry.resource_id} className={styles.entry} aria-labelledby={headingId} data-testid="recommended" data-skill={entry.skill} data-resource-id={entry.resource_id}>
                  <div className={styles.entryText}>
                    <h3 id={headingId} className={styles.entryTitle}>
                      {entry.title}
                    </h3>
                    <p className={styles.meta}>
                      {t('skillOf', { skill: t(`skill.${entry.skill}`, { ns: AI_COURSE_NS, defaultValue: entry.skill }) })}
                      {entry.done === 1 ? <span className={styles.done}>{t('practised')}</span> : null}
                    </p>
                    <p className={styles.reason} data-testid="recommend-reason">
                      <span className={styles.reasonLabel}>{t('reason')}</span>
                      {entry.reason}
                    </p>
                  </div>
                  <LinkButton primary to={recommendDetailsHref(courseId, entry.resource_id)} aria-label={t('practiseNamed', { title: entry.title })} data-testid="practise-recommended">
                    {t('practise')}
                  </LinkButton>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Page>
  );
}
