import { isApiError } from 'shared-api';
import { Link, numberParam, useSearchParams } from 'shared-ui/router';
import { Card, formatDate, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useHistoryDeep } from '../api/get-history-deep';
import { formHref, resultHref, writingPathsFor } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { EvaluationBars } from './evaluation-bars';
import { ScoreTrend } from './score-trend';
import styles from './writing.module.css';

/**
 * /skillup/writing/history/deep (?topic_id=&source=): every attempt at one topic with the trend
 * of scores; the latest attempt's evaluation. AI writing links here too (source=ai keeps its links in its set).
 */
export function HistoryDeepPage() {
  const { t, i18n } = useTranslation(WRITING_NS);
  const [params] = useSearchParams();
  const paths = writingPathsFor(params.get('source') === 'ai' ? 'ai' : 'skillup');
  const topicId = numberParam(params, 'topic_id') ?? 0;
  const deep = useHistoryDeep(topicId);
  const back = (
    <Link className={styles.link} to={paths.history}>
      {t('toHistory')}
    </Link>
  );
  return (
    <Page title={t('titles.historyDeep')} testId="writing-history-deep">
      {topicId === 0 ? (
        <StatusBlock title={t('deep.noTopic')} action={back} />
      ) : (
        <QueryState query={deep} renderError={(error) => (isApiError(error) && (error.code === 404 || error.code === 400) ? <StatusBlock title={t('form.topicNotFound')} detail={error.message} action={back} /> : undefined)}>
          {(data) => {
            // Oldest first: the chart reads left to right in time.
            const attempts = [...data.list].sort((a, b) => a.created_at.localeCompare(b.created_at));
            const latest = attempts[attempts.length - 1];
            return (
              <div className={styles.stack}>
                <Card title={`${data.topic.title}（${t(`levels.${data.topic.level}`, { defaultValue: data.topic.level })}）`}>
                  <p className={styles.muted} lang="en">
                    {data.topic.title_en}
                  </p>
                  {attempts.length === 0 ? <p>{t('deep.empty')}</p> : null}
                  <div className={styles.actions}>
                    <LinkButton primary to={formHref(paths, data.topic.topic_id)}>
                      {t('deep.write')}
                    </LinkButton>
                  </div>
                </Card>
                {attempts.length > 0 ? (
                  <Card title={t('deep.chart')}>
                    <ScoreTrend scores={attempts.map((attempt) => attempt.score)} />
                  </Card>
                ) : null}
                {latest ? (
                  <Card title={t('result.evaluation')}>
                    <EvaluationBars evaluation={latest.overall_evaluation} />
                  </Card>
                ) : null}
                {attempts.length > 0 ? (
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">#</th>
                        <th scope="col">{t('history.date')}</th>
                        <th scope="col" className={styles.number}>
                          {t('history.score')}
                        </th>
                        <th scope="col" className={styles.number}>
                          {t('history.errors')}
                        </th>
                        <th scope="col" className={styles.number}>
                          {t('history.words')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {attempts.map((attempt, index) => (
                        <tr key={attempt.guid} data-testid="writing-deep-row">
                          <td>{t('deep.attempt', { n: index + 1 })}</td>
                          <td>
                            <Link className={styles.link} to={resultHref(paths, attempt.guid)}>
                              {formatDate(attempt.created_at, i18n.language, true)}
                            </Link>
                          </td>
                          <td className={styles.number}>{t('result.points', { score: attempt.score })}</td>
                          <td className={styles.number}>{attempt.error_count}</td>
                          <td className={styles.number}>{attempt.word_count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </div>
            );
          }}
        </QueryState>
      )}
    </Page>
  );
}
