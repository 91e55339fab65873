import { Link, useNavigate, useSearchParams, numberParam, withQuery } from 'shared-ui/router';
import { PageHeader, QueryState, useTranslation } from 'shared-ui';
import { MissingTarget } from '../../practice/components/missing-target';
import { PATHS } from '../../practice/paths';
import { useHomeworkDetail, type HomeworkDetail, type HomeworkTopic } from '../api/get-homework-detail';
import { formatDate, statusTag } from './homework-format';
import classes from '../../practice/components/pages.module.css';

/** /homework/detail?homework_id=: the homework's topics with the student's progress on each. */
export function HomeworkDetailPage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const homeworkId = numberParam(params, 'homework_id');
  const detail = useHomeworkDetail(homeworkId);
  if (!homeworkId) return <MissingTarget />;
  return (
    <div className={classes.page} data-testid="homework-detail">
      <QueryState query={detail}>
        {(detail) => (
          <>
            <PageHeader title={detail.title} onBack={() => void navigate(PATHS.homeworkList)} />
            <div className={classes.meta}>
              {statusTag(detail.status, t)}
              <span>{t('homework.due', { date: formatDate(detail.due_at) })}</span>
              {detail.teacher_name ? <span>{t('homework.teacher', { name: detail.teacher_name })}</span> : null}
              {detail.config.required_times > 1 ? <span>{t('homework.requiredTimes', { count: detail.config.required_times })}</span> : null}
            </div>
            <p className={classes.lead}>{detail.description}</p>
            {detail.is_expired ? <p className={[classes.notice, classes.noticeError].join(' ')}>{t('homework.expiredNotice')}</p> : null}
            <ul className={classes.list}>
              {detail.topics.map((topic) => (
                <TopicRow key={topic.topic_id} detail={detail} topic={topic} />
              ))}
              {detail.writing_topics.map((topic) => (
                <WritingTopicRow key={topic.topic_id} detail={detail} topic={topic} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The AI writing homework page (remote-aistudy), where a writing topic of a homework is written and its essays are listed. */
const WRITING_HOMEWORK_PATH = '/ai-writing/homework-detail';
const WRITING_RESULT_PATH = '/ai-writing/result';

/** A writing topic of the homework: essays are written on remote-aistudy's writing homework page. */
function WritingTopicRow({ detail, topic }: { detail: HomeworkDetail; topic: HomeworkDetail['writing_topics'][number] }) {
  const { t } = useTranslation('exercises');
  return (
    <li className={classes.card} data-testid="homework-writing-topic" data-finished={topic.is_finished}>
      <div className={classes.cardBody}>
        <div className={classes.meta}>
          <span className={classes.tag}>{t('homework.essay')}</span>
          <span className={[classes.tag, topic.is_finished ? classes.tagDone : ''].join(' ')}>{topic.is_finished ? t('homework.finished') : t('homework.unfinished')}</span>
          {topic.completed_times > 0 ? <span>{t('homework.completedTimes', { count: topic.completed_times })}</span> : null}
          {topic.completed_times > 0 ? <span className={classes.score}>{t('textbook.bestScore', { score: topic.best_score })}</span> : null}
        </div>
        <h2 className={classes.cardTitle}>{topic.title}</h2>
      </div>
      <div className={classes.actions}>
        {topic.last_guid ? (
          <Link className={classes.linkButton} to={withQuery(WRITING_RESULT_PATH, { guid: topic.last_guid })}>
            {t('homework.viewResult')}
          </Link>
        ) : null}
        {detail.is_expired === 0 ? (
          <Link className={classes.cardLink} to={withQuery(WRITING_HOMEWORK_PATH, { homework_id: detail.homework_id })}>
            {topic.completed_times > 0 ? t('homework.again') : t('homework.writeEssay')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function TopicRow({ detail, topic }: { detail: HomeworkDetail; topic: HomeworkTopic }) {
  const { t } = useTranslation('exercises');
  const query = { homework_id: detail.homework_id, topic_id: topic.topic_id };
  const type = topic.resource.type;
  const noTries = topic.has_limit === 1 && topic.limit_number <= 0 && !topic.open_record_guid;
  const canPractise = detail.is_expired === 0 && !noTries;
  return (
    <li className={classes.card} data-testid="homework-topic" data-type={type} data-finished={topic.is_finished}>
      <div className={classes.cardBody}>
        <div className={classes.meta}>
          <span className={classes.tag}>{t(`types.${type}`, { defaultValue: type })}</span>
          <span className={[classes.tag, topic.is_finished ? classes.tagDone : ''].join(' ')}>{topic.is_finished ? t('homework.finished') : t('homework.unfinished')}</span>
          {topic.completed_times > 0 ? <span>{t('homework.completedTimes', { count: topic.completed_times })}</span> : null}
          {topic.completed_times > 0 ? <span className={classes.score}>{t('textbook.bestScore', { score: topic.best_score })}</span> : null}
          {topic.has_limit ? <span>{noTries ? t('homework.noTriesLeft') : t('homework.triesLeft', { count: topic.limit_number })}</span> : null}
        </div>
        <h2 className={classes.cardTitle}>{topic.resource.title}</h2>
      </div>
      <div className={classes.actions}>
        {topic.last_record_guid ? (
          <Link className={classes.linkButton} to={withQuery(`${PATHS.homeworkResult}/${type}`, { ...query, guid: topic.last_record_guid, from: 'last' })} data-testid="topic-result">
            {t('homework.viewResult')}
          </Link>
        ) : null}
        {canPractise ? (
          <Link className={classes.cardLink} to={withQuery(`${PATHS.homeworkPractice}/${type}`, query)} data-testid="topic-start">
            {topic.open_record_guid ? t('textbook.continue') : topic.completed_times > 0 ? t('homework.again') : t('homework.start')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
