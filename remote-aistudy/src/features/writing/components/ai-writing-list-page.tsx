import { Link, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, useTranslation } from 'shared-ui';
import { useTopicList } from '../api/get-topic-list';
import { AI_WRITING, AI_WRITING_LIST } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { TopicsByLevel } from './topic-cards';
import styles from './writing.module.css';

/** /ai-writing/list (?level=): the AI writing topics, all levels or the one chosen. */
export function AiWritingListPage() {
  const { t } = useTranslation(WRITING_NS);
  const [params] = useSearchParams();
  const chosen = params.get('level');
  const topics = useTopicList('ai');
  return (
    <Page title={t('titles.list')} lead={t('leads.list')} testId="writing-list">
      <QueryState query={topics} isEmpty={(list) => list.list.length === 0} empty={t('emptyTopics')}>
        {(list) => {
          const level = list.levels.find((known) => known.level === chosen) ?? null;
          const shown = level ? [level] : list.levels;
          return (
            <div className={styles.stack}>
              <nav className={styles.tabs} aria-label={t('levelFilter')}>
                <Link className={styles.tab} to={AI_WRITING_LIST} aria-current={level === null ? 'page' : undefined}>
                  {t('allLevels')}
                </Link>
                {list.levels
                  .filter((known) => known.level !== 'free')
                  .map((known) => (
                    <Link key={known.level} className={styles.tab} to={withQuery(AI_WRITING_LIST, { level: known.level })} aria-current={known === level ? 'page' : undefined}>
                      {t(`levels.${known.level}`, { defaultValue: known.title })}
                    </Link>
                  ))}
              </nav>
              <TopicsByLevel levels={shown} topics={list.list} paths={AI_WRITING} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
