import { Link } from 'shared-ui/router';
import { LinkButton, useTranslation } from 'shared-ui';
import type { TopicList, TopicListItem } from '../model/writing-types';
import { formHref, historyDeepHref, resultHref, type WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import styles from './writing.module.css';

/** The topics of each level in turn (free writing has its own entry, so it is left out here). */
export function TopicsByLevel({ levels, topics, paths }: { levels: TopicList['levels']; topics: readonly TopicListItem[]; paths: WritingPaths }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <>
      {levels
        .filter(({ level }) => level !== 'free')
        .map(({ level, title }) => {
          const ofLevel = topics.filter((topic) => topic.level === level);
          if (ofLevel.length === 0) return null;
          return (
            <section key={level} aria-labelledby={`level-${level}`}>
              <h2 id={`level-${level}`} className={styles.levelHeading}>
                {t(`levels.${level}`, { defaultValue: title })}
              </h2>
              <ul className={styles.topics}>
                {ofLevel.map((topic) => (
                  <li key={topic.topic_id}>
                    <TopicCard topic={topic} paths={paths} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </>
  );
}

/** One topic: its titles, word range, the student's attempts and best score, and where to go. */
export function TopicCard({ topic, paths }: { topic: TopicListItem; paths: WritingPaths }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <article className={styles.topicCard} data-testid="writing-topic" data-topic-code={topic.code}>
      <h3 className={styles.topicTitle}>{topic.title}</h3>
      <p className={styles.muted} lang="en">
        {topic.title_en}
      </p>
      <p className={styles.muted}>
        {t('topic.words', { min: topic.min_words, max: topic.max_words })}・{topic.times > 0 ? t('topic.times', { count: topic.times }) : t('topic.notYet')}
        {topic.best_score !== null ? `・${t('topic.best', { score: topic.best_score })}` : ''}
      </p>
      <div className={styles.topicActions}>
        <LinkButton primary to={formHref(paths, topic.topic_id)} aria-label={t('topic.writeTopic', { title: topic.title })}>
          {t('topic.write')}
        </LinkButton>
        {topic.last_guid ? (
          <>
            <Link className={styles.link} to={resultHref(paths, topic.last_guid)} aria-label={t('topic.lastResultOf', { title: topic.title })}>
              {t('topic.lastResult')}
            </Link>
            <Link className={styles.link} to={historyDeepHref(paths, topic.topic_id)} aria-label={t('topic.trendOf', { title: topic.title })}>
              {t('topic.trend')}
            </Link>
          </>
        ) : null}
      </div>
    </article>
  );
}
