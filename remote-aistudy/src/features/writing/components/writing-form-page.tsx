import { isApiError } from 'shared-api';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { Card, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useTopicDetail } from '../api/get-topic-detail';
import { resultHref, type WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { TopicPrompt } from './topic-prompt';
import { WritingForm } from './writing-form';
import styles from './writing.module.css';

/** /skillup/writing/form and /ai-writing/detail (?topic_id=&homework_id=): the topic and the essay form. */
export function WritingFormPage({ paths }: { paths: WritingPaths }) {
  const { t, i18n } = useTranslation(WRITING_NS);
  const [params] = useSearchParams();
  const topicId = numberParam(params, 'topic_id') ?? 0;
  const homeworkId = numberParam(params, 'homework_id') ?? null;
  const topic = useTopicDetail(topicId);
  const back = (
    <Link className={styles.link} to={paths.home}>
      {t('toList')}
    </Link>
  );
  return (
    <Page title={t('titles.form')} narrow testId="writing-form-page">
      {topicId === 0 ? (
        <StatusBlock title={t('form.noTopic')} action={back} testId="writing-no-topic" />
      ) : (
        <QueryState query={topic} renderError={(error) => (isApiError(error) && (error.code === 404 || error.code === 400) ? <StatusBlock title={t('form.topicNotFound')} detail={error.message} action={back} /> : undefined)}>
          {(detail) => (
            <div className={styles.stack}>
              <TopicPrompt topic={detail} />
              {homeworkId !== null ? <p className={styles.muted}>{t('form.homeworkMode')}</p> : null}
              <WritingForm key={`${detail.topic_id}:${homeworkId ?? 0}`} topic={detail} paths={paths} homeworkId={homeworkId} />
              {detail.attempts.length > 0 ? (
                <Card title={t('form.lastAttempts')}>
                  <ul>
                    {detail.attempts.map((attempt) => (
                      <li key={attempt.guid}>
                        <Link className={styles.link} to={resultHref(paths, attempt.guid)}>
                          {formatDate(attempt.created_at, i18n.language, true)}
                        </Link>{' '}
                        {t('result.points', { score: attempt.score })}
                      </li>
                    ))}
                  </ul>
                </Card>
              ) : null}
            </div>
          )}
        </QueryState>
      )}
    </Page>
  );
}
