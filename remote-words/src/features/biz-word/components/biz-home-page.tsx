import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { Button, Card, Page, QueryState, Tile, TileGrid, useTranslation } from 'shared-ui';
import { useMyPlanList } from '../api/get-my-plan-list';
import { useWordLevelList } from '../api/get-word-level-list';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import styles from './biz-word.module.css';

/**
 * /eiken/biz: business words' home — the student's plans (at most 3; adding a fourth is not
 * offered and the server refuses it), the levels (the business list's units), and the ways into
 * bookmarks, poor words, the word test, the word list and ear listening.
 */
export function BizHomePage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const plans = useMyPlanList();
  const levels = useWordLevelList();
  return (
    <Page title={t('home.title')} lead={t('home.lead')} testId="biz-home">
      <Card title={t('home.myPlans')} testId="biz-plans">
        <QueryState query={plans}>
          {({ list, max_plans: max }) => (
            <>
              <p className={styles.muted}>{t('home.planCount', { count: list.length, max })}</p>
              {list.length === 0 ? <p>{t('home.noPlans')}</p> : null}
              <TileGrid label={t('home.myPlans')}>
                {list.map((plan) => (
                  <Tile
                    key={plan.plan_id}
                    title={plan.title}
                    meta={t('home.planMeta', { count: plan.word_count, daily: plan.daily_new })}
                    badges={[t('home.planDue', { due: plan.today.due_count, fresh: plan.today.new_count })]}
                    testId="plan-card"
                    actions={
                      <Button onClick={() => void navigate(withQuery(BIZ_PATHS.studyWord, { plan_id: plan.plan_id }))} data-testid="plan-open" data-plan-id={plan.plan_id}>
                        {t('home.study')}
                      </Button>
                    }
                  />
                ))}
              </TileGrid>
              <div className={styles.row}>
                {list.length < max ? (
                  <Button onClick={() => void navigate(BIZ_PATHS.addPlan)} data-testid="add-plan">
                    {t('home.addPlan')}
                  </Button>
                ) : (
                  <p className={styles.muted} data-testid="plan-limit">
                    {t('home.planLimit', { max })}
                  </p>
                )}
              </div>
            </>
          )}
        </QueryState>
      </Card>
      <Card title={t('home.tools')}>
        <TileGrid label={t('home.tools')}>
          <ToolTile to={BIZ_PATHS.bookmarks} title={t('home.bookmarks')} meta={t('home.bookmarksLead')} testId="to-bookmarks" />
          <ToolTile to={BIZ_PATHS.poorWord} title={t('home.poorWords')} meta={t('home.poorWordsLead')} testId="to-poor-words" />
          <ToolTile to={BIZ_PATHS.wordTest} title={t('home.wordTest')} meta={t('home.wordTestLead')} testId="to-word-test" />
          <ToolTile to={BIZ_PATHS.wordList} title={t('home.wordList')} meta={t('home.wordListLead')} testId="to-word-list" />
          <ToolTile to="/eiken/earListen/" title={t('home.earListen')} meta={t('home.earListenLead')} testId="to-ear-listen" />
        </TileGrid>
      </Card>
      <Card title={t('home.levels')} testId="biz-levels">
        <QueryState query={levels} isEmpty={({ list }) => list.length === 0}>
          {({ list }) => (
            <ul className={styles.list}>
              {list.map((level) => (
                <li key={level.level_id} className={styles.listRow} data-testid="biz-level">
                  <span className={styles.grow}>{level.title}</span>
                  <span className={styles.muted}>{t('home.levelWords', { count: level.word_count })}</span>
                  <Link to={withQuery(BIZ_PATHS.wordListPractice, { level_id: level.level_id })}>{t('home.openLevel')}</Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </Page>
  );
}

function ToolTile({ to, title, meta, testId }: { to: string; title: string; meta: string; testId: string }) {
  return <Tile title={<Link to={to} data-testid={testId}>{title}</Link>} meta={meta} />;
}
