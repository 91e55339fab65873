import { isApiError } from 'shared-api';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { Card, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useHomeworkWriting } from '../api/get-homework-writing';
import { AI_WRITING, resultHref } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { TopicPrompt } from './topic-prompt';
import { WritingForm } from './writing-form';
import styles from './writing.module.css';

/** /ai-writing/homework-detail (?homework_id=): a writing homework, its submissions and teacher notes, and the form in homework mode. */
export function HomeworkWritingPage() {
  const { t, i18n } = useTranslation(WRITING_NS);
  const [params] = useSearchParams();
  const homeworkId = numberParam(params, 'homework_id') ?? 0;
  const homework = useHomeworkWriting(homeworkId);
  const back = (
    <Link className={styles.link} to="/homeworkList">
      {t('titles.homework')}
    </Link>
  );
  return (
    <Page title={t('titles.homework')} narrow testId="writing-homework">
      {homeworkId === 0 ? (
        <StatusBlock title={t('homework.noHomework')} action={back} />
      ) : (
        <QueryState query={homework} renderError={(error) => (isApiError(error) && (error.code === 404 || error.code === 400 || error.code === 403) ? <StatusBlock title={t('homework.notFound')} detail={error.message} action={back} /> : undefined)}>
          {(data) => (
            <div className={styles.stack}>
              <Card title={data.homework.title}>
                <p>{t('homework.due', { date: formatDate(data.homework.end_time, i18n.language, true) })}</p>
                <p className={styles.muted}>{t('homework.notes', { count: data.notes_count })}</p>
              </Card>
              <TopicPrompt topic={data.topic} />
              <Card title={t('homework.submissions')} testId="writing-homework-submissions">
                {data.submissions.length === 0 ? (
                  <p className={styles.muted}>{t('homework.none')}</p>
                ) : (
                  <ul>
                    {data.submissions.map((submission) => (
                      <li key={submission.guid}>
                        <Link className={styles.link} to={resultHref(AI_WRITING, submission.guid)}>
                          {formatDate(submission.created_at, i18n.language, true)}
                        </Link>{' '}
                        {t('result.points', { score: submission.score })}
                        {submission.notes_count > 0 ? `・${t('homework.notes', { count: submission.notes_count })}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              {data.homework.is_expired ? (
                <StatusBlock title={t('homework.expired')} testId="writing-homework-expired" />
              ) : (
                <WritingForm key={`${data.topic.topic_id}:${homeworkId}`} topic={data.topic} paths={AI_WRITING} homeworkId={homeworkId} />
              )}
            </div>
          )}
        </QueryState>
      )}
    </Page>
  );
}
