import { Link, withQuery } from 'shared-ui/router';
import { Card, combineQueries, formatDate, LinkButton, Page, QueryState, useTranslation } from 'shared-ui';
import { useTopicList } from '../api/get-topic-list';
import { useWritingHistory } from '../api/get-writing-history';
import { AI_WRITING_LIST, formHref, resultHref, type WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { TopicsByLevel } from './topic-cards';
import styles from './writing.module.css';

/** How many recent results the home shows. */
const RECENT_COUNT = 3;

/**
 * /skillup/writing/index and /skillup/ai-writing: the free-writing entry, the latest results and
 * the topics by level with the student's last score on each.
 */
export function WritingHomePage({ paths }: { paths: WritingPaths }) {
  const { t, i18n } = useTranslation(WRITING_NS);
  const topics = useTopicList(paths.source);
  const history = useWritingHistory(paths.source, 1);
  const ai = paths.source === 'ai';
  return (
    <Page title={t(ai ? 'titles.aiHome' : 'titles.skillupHome')} lead={t(ai ? 'leads.aiHome' : 'leads.skillupHome')} testId="writing-home">
      <QueryState query={combineQueries(topics, history)} isEmpty={([list]) => list.list.length === 0} empty={t('emptyTopics')}>
        {([list, recent]) => {
          const free = list.list.find((topic) => topic.level === 'free');
          return (
            <div className={styles.stack}>
              <div className={styles.row}>
                {free ? (
                  <Card title={t('free.heading')} testId="writing-free">
                    <p>{t('free.body')}</p>
                    <LinkButton primary to={formHref(paths, free.topic_id)}>
                      {t('free.start')}
                    </LinkButton>
                  </Card>
                ) : null}
                <Card title={t('recent.heading')} testId="writing-recent">
                  {recent.list.length === 0 ? (
                    <p className={styles.muted}>{t('recent.none')}</p>
                  ) : (
                    <ul>
                      {recent.list.slice(0, RECENT_COUNT).map((item) => (
                        <li key={item.guid}>
                          <Link className={styles.link} to={resultHref(paths, item.guid)}>
                            {item.title}
                          </Link>{' '}
                          {t('result.points', { score: item.score })}・{formatDate(item.created_at, i18n.language)}
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className={styles.actions}>
                    <LinkButton to={paths.history}>{t('recent.all')}</LinkButton>
                    {ai ? <LinkButton to={withQuery(AI_WRITING_LIST)}>{t('toList')}</LinkButton> : null}
                  </div>
                </Card>
              </div>
              <TopicsByLevel levels={list.levels} topics={list.list} paths={paths} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
