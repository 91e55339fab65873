import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams, numberParam, withQuery } from 'shared-ui/router';
import { Button, PageHeader, QueryState, useTranslation } from 'shared-ui';
import { homeworkConfigFrom, showTryAgain } from '../../engine/modes/mode-rules';
import { MissingTarget } from '../../practice/components/missing-target';
import { PracticeScreen } from '../../practice/components/practice-screen';
import { ResultScreen } from '../../practice/components/result-screen';
import { settleOutbox } from '../../practice/hooks/settle-outbox';
import { PATHS } from '../../practice/paths';
import { topicAnswerResultQuery } from '../api/get-topic-answer-result';
import { getTopicResourceInfo, topicResourceInfoQuery } from '../api/get-topic-resource-info';
import classes from '../../practice/components/pages.module.css';

function useTopicQuery() {
  const [params] = useSearchParams();
  return { params, topicId: numberParam(params, 'topic_id'), homeworkId: numberParam(params, 'homework_id') };
}

/**
 * /homework/practice/:topicType?homework_id=&topic_id=: a homework topic in homework mode (the
 * homework's switches decide the toggles; no list jumps or Previous). Expired homework and
 * used-up tries are said, not started.
 */
export function HomeworkPracticePage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const { params, topicId, homeworkId } = useTopicQuery();
  const from = params.get('from') === 'again' ? 'again' : undefined;
  // Waiting answers go out first, so the open run is read after the last one given (afresh on
  // every visit: the run decides where the practice resumes).
  const topic = useQuery({
    queryKey: ['homework-practice-run', topicId, homeworkId, from],
    enabled: topicId !== undefined,
    queryFn: async ({ signal }) => {
      if (!topicId) throw new Error('topic_id');
      await settleOutbox();
      return getTopicResourceInfo(topicId, homeworkId, signal);
    },
    gcTime: 0,
  });
  const back = withQuery(PATHS.homeworkDetail, { homework_id: homeworkId });
  if (!topicId) return <MissingTarget />;
  return (
    <div data-testid="practice-page">
      <QueryState query={topic}>
        {(info) => {
          const record = info.answer_record;
          const blocked = info.is_expired === 1 ? t('homework.expiredNotice') : record.has_limit === 1 && record.limit_number <= 0 && !record.guid ? t('homework.noTriesLeft') : null;
          if (blocked) {
            return (
              <div className={classes.page}>
                <PageHeader title={info.title} onBack={() => void navigate(back)} />
                <p className={[classes.notice, classes.noticeError].join(' ')} role="alert" data-testid="homework-blocked">
                  {blocked}
                </p>
              </div>
            );
          }
          const query = { homework_id: info.homework_id, topic_id: info.topic_id };
          return (
            <PracticeScreen
              info={info}
              record={record}
              mode="homework"
              module="homework"
              homeworkConfig={homeworkConfigFrom(info.config)}
              target={{ path: '/homework/topic-answer-record', fields: query, completion: { path: '/homework/topic-answer-record', fields: query } }}
              title={`${info.homework_title} — ${info.title}`}
              from={from}
              completedBefore={false}
              resultHref={(attempt) => withQuery(`${PATHS.homeworkResult}/${info.type}`, { ...query, guid: attempt })}
              backHref={back}
              collection={false}
            />
          );
        }}
      </QueryState>
    </div>
  );
}

/** /homework/practice/result/:topicType?homework_id=&topic_id=&guid=: the result of a homework run. */
export function HomeworkResultPage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const { params, topicId, homeworkId } = useTopicQuery();
  const guid = params.get('guid') ?? undefined;
  const from = params.get('from') === 'last' ? 'last' : undefined;
  const topic = useQuery({ ...topicResourceInfoQuery(topicId ?? 0, homeworkId), enabled: topicId !== undefined });
  const back = withQuery(PATHS.homeworkDetail, { homework_id: homeworkId });
  if (!topicId) return <MissingTarget />;
  return (
    <div data-testid="result-page">
      <QueryState query={topic}>
        {(info) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={topicAnswerResultQuery(info.topic_id, info.homework_id, guid)}
            title={`${info.homework_title} — ${t('result.title')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={(record) => (
              <>
                <Button variant="secondary" onClick={() => void navigate(back)}>
                  {t('result.backToList')}
                </Button>
                {showTryAgain({ mode: 'homework', from, isExpired: info.is_expired, hasLimit: record.has_limit, limitNumber: record.limit_number }) ? (
                  <Button
                    onClick={() => void navigate(withQuery(`${PATHS.homeworkPractice}/${info.type}`, { homework_id: info.homework_id, topic_id: info.topic_id, from: 'again' }), { replace: true })}
                    data-testid="try-again"
                  >
                    {t('result.tryAgain')}
                  </Button>
                ) : null}
              </>
            )}
          />
        )}
      </QueryState>
    </div>
  );
}
