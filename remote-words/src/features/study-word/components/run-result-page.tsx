import { useNavigate, useSearchParams } from 'shared-ui/router';
import { Button, Card, Page, QueryState, StatusBlock, formatDate, useTranslation } from 'shared-ui';
import { useRunResult, type RunResult } from '../api/get-run-result';
import { usePlanIdParam } from '../hooks/use-plan-id';
import { ratingKey } from '../model/word-labels';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { PlanNotFound, planErrorView } from './plan-not-found';
import styles from './study-word.module.css';

/**
 * /result/:plan_id?guid=: a task or challenge run's result: right or wrong per word, the FSRS
 * rating the answer got and when the word is due next; links back and to another task.
 */
export function RunResultPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const planId = usePlanIdParam();
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? undefined;
  const result = useRunResult(planId ?? 0, planId ? guid : undefined);
  if (!planId) return <PlanNotFound missing />;
  return (
    <Page title={t('result.title')} onBack={() => void navigate(STUDY_WORD_PATHS.plan)} testId="run-result-page">
      {guid ? (
        <QueryState query={result} renderError={planErrorView}>
          {(data) => <ResultView result={data} planId={planId} />}
        </QueryState>
      ) : (
        <StatusBlock tone="error" title={t('result.missingGuid')} />
      )}
    </Page>
  );
}

function ResultView({ result, planId }: { result: RunResult; planId: number }) {
  const { t, i18n } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  return (
    <>
      <Card title={result.plan.title}>
        <p className={styles.summary} role="status" data-testid="result-summary" data-right={result.right} data-wrong={result.wrong}>
          <span className={styles.big}>{t('result.summary', { right: result.right, wrong: result.wrong })}</span>
        </p>
        {!result.run.finished ? <p className={styles.muted}>{t('result.unfinished')}</p> : null}
        <div className={styles.actions}>
          <Button width="auto" variant="secondary" onClick={() => void navigate(STUDY_WORD_PATHS.plan)} data-testid="result-to-plans">
            {t('result.toPlans')}
          </Button>
          <Button width="auto" onClick={() => void navigate(planPath('todayTask', planId))} data-testid="result-again">
            {t('result.again')}
          </Button>
          <Button width="auto" variant="secondary" onClick={() => void navigate(planPath('challenge', planId))} data-testid="result-challenge">
            {t('result.challenge')}
          </Button>
        </div>
      </Card>
      <Card>
        {result.items.length === 0 ? (
          <p className={styles.muted}>{t('result.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="result-table">
              <thead>
                <tr>
                  <th scope="col">{t('result.col.word')}</th>
                  <th scope="col">{t('result.col.meaning')}</th>
                  <th scope="col">{t('result.col.answer')}</th>
                  <th scope="col">{t('result.col.rating')}</th>
                  <th scope="col">{t('result.col.due')}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((item, index) => {
                  const rating = ratingKey(item.rating);
                  return (
                    <tr key={`${item.word_id}-${index}`} data-testid="result-row" data-word-id={item.word_id} data-word={item.word} data-right={item.is_right} data-rating={item.rating ?? ''} data-due={item.due_after ?? ''}>
                      <th scope="row" lang="en">
                        {item.word}
                      </th>
                      <td>{item.meaning}</td>
                      <td className={item.is_right ? styles.right : styles.wrong}>{item.is_right ? `○ ${t('result.right')}` : `× ${t('result.wrong')}`}</td>
                      <td>{rating ? t(`rating.${rating}`) : t('result.noRating')}</td>
                      <td>{item.due_after ? formatDate(item.due_after, i18n.language, true) : t('result.noRating')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
