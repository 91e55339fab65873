import { Card, useTranslation } from 'shared-ui';
import type { TopicHead } from '../model/writing-types';
import { WRITING_NS } from '../writing-texts';
import styles from './writing.module.css';

/** The topic's question in English and its instruction in Japanese, above the form. */
export function TopicPrompt({ topic }: { topic: TopicHead }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <Card title={`${topic.title}（${t(`levels.${topic.level}`, { defaultValue: topic.level })}）`} testId="writing-prompt">
      <h3 className={styles.label}>{t('form.prompt')}</h3>
      <p className={styles.prompt} lang="en">
        {topic.prompt_en}
      </p>
      <h3 className={styles.label}>{t('form.instruction')}</h3>
      <p className={styles.prompt}>{topic.instruction}</p>
    </Card>
  );
}
