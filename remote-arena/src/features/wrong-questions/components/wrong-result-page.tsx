import { Card, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import { ARENA_PATHS, wrongQuestionsHref } from '../../../lib/arena-paths';
import { KindTag } from '../../battle-player/components/kind-tag';
import { RightMark } from '../../battle-player/components/right-mark';
import { useWrongQuestionResult, type WrongQuestionResult } from '../api/get-wrong-question-result';
import { WRONG_QUESTIONS_NS } from '../wrong-questions-texts';
import styles from './wrong-questions.module.css';

/** /arena/wrongResult?guid=: a review run's counts, each question with ○/× and its explanation, and what next. */
export function WrongResultPage() {
  const { t } = useTranslation(WRONG_QUESTIONS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const guid = params.get('guid');
  return (
    <Page title={t('result.title')} onBack={() => void navigate(ARENA_PATHS.index)} narrow testId="arena-wrong-result">
      {guid ? <ResultView guid={guid} /> : <StatusBlock title={t('result.missing')} action={<LinkButton to={ARENA_PATHS.index}>{t('result.toIndex')}</LinkButton>} />}
    </Page>
  );
}

function ResultView({ guid }: { guid: string }) {
  const result = useWrongQuestionResult(guid);
  return <QueryState query={result}>{(data) => <ResultBody result={data} />}</QueryState>;
}

function ResultBody({ result }: { result: WrongQuestionResult }) {
  const { t } = useTranslation(WRONG_QUESTIONS_NS);
  return (
    <>
      <Card testId="wrong-result-summary">
        <dl className={styles.counts}>
          <div>
            <dt>{t('result.answered')}</dt>
            <dd data-testid="wrong-result-answered">{t('result.count', { count: result.answered })}</dd>
          </div>
          <div>
            <dt>{t('result.right')}</dt>
            <dd data-testid="wrong-result-right">{t('result.count', { count: result.right })}</dd>
          </div>
          <div>
            <dt>{t('result.remaining')}</dt>
            <dd data-testid="wrong-result-remaining">{t('result.count', { count: result.remaining })}</dd>
          </div>
        </dl>
        {result.remaining === 0 ? (
          <p className={styles.allDone} role="status">
            {t('result.allDone')}
          </p>
        ) : null}
      </Card>
      <Card>
        <ol className={styles.list} aria-label={t('result.listLabel')}>
          {result.items.map((item) => (
            <li key={item.question_id} className={styles.item} data-testid="wrong-result-item" data-right={item.right}>
              <p className={styles.itemHead}>
                <RightMark right={item.right} />
                <KindTag kind={item.kind} />
                <span>{item.prompt}</span>
              </p>
              {item.explanation ? <p className={styles.explanation}>{item.explanation}</p> : null}
            </li>
          ))}
        </ol>
      </Card>
      <div className={styles.actions}>
        {result.remaining > 0 ? (
          <LinkButton primary to={wrongQuestionsHref()} data-testid="continue-review">
            {t('result.continue')}
          </LinkButton>
        ) : null}
        <LinkButton to={ARENA_PATHS.index}>{t('result.toIndex')}</LinkButton>
      </div>
    </>
  );
}
