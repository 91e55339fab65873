import { Link, Navigate, useParams, withQuery } from 'shared-ui/router';
import { LinkButton, PageHeader, QueryState, useTranslation } from 'shared-ui';
import { ResourceRow } from '../../practice/components/resource-row';
import { PATHS } from '../../practice/paths';
import { useSkillupList } from '../api/get-skillup-list';
import { SKILLUP_TABS } from './skillup-flow';
import classes from '../../practice/components/pages.module.css';

/** /skillup/list/:type: the skill-up materials of one area, with tabs for the others. */
export function SkillupListPage() {
  const { t } = useTranslation('exercises');
  const { type } = useParams();
  const known = (SKILLUP_TABS as readonly string[]).includes(type ?? '');
  const list = useSkillupList(known ? type : undefined);
  if (!known) return <Navigate to={`${PATHS.skillupList}/listening`} replace />;
  return (
    <div className={classes.page} data-testid="skillup-list">
      <PageHeader title={t('skillup.listTitle')} onBack={null} />
      <nav className={classes.tabs} aria-label={t('skillup.listTitle')}>
        {SKILLUP_TABS.map((tab) => (
          <Link key={tab} className={classes.tab} to={`${PATHS.skillupList}/${tab}`} aria-current={tab === type ? 'page' : undefined}>
            {t(`skillup.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      {type === 'writing' ? (
        // Essays are written on remote-aistudy's writing pages; the writing tab leads there.
        <section className={classes.essays} aria-labelledby="skillup-essays" data-testid="skillup-essays">
          <h2 id="skillup-essays">{t('skillup.essays.heading')}</h2>
          <p>{t('skillup.essays.lead')}</p>
          <div className={classes.essayLinks}>
            <LinkButton primary to="/skillup/writing/index">
              {t('skillup.essays.topics')}
            </LinkButton>
            <LinkButton to="/skillup/ai-writing">{t('skillup.essays.ai')}</LinkButton>
          </div>
        </section>
      ) : null}
      <QueryState query={list} isEmpty={({ resources }) => resources.length === 0} empty={t('skillup.empty')}>
        {({ resources }) => (
            <ul className={classes.list}>
              {resources.map((resource) => (
                <ResourceRow
                  key={resource.resource_id}
                  resource={resource}
                  practiceHref={(query) => withQuery(PATHS.skillupDetails, { resource_id: resource.resource_id, list: type, ...query })}
                  resultHref={withQuery(PATHS.skillupResult, { resource_id: resource.resource_id, list: type, from: 'last' })}
                />
              ))}
            </ul>
        )}
      </QueryState>
    </div>
  );
}
