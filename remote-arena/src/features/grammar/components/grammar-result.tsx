import { Button, Card, LinkButton, useTranslation } from 'shared-ui';
import { ARENA_PATHS } from '../../../lib/arena-paths';
import { QuestionReviewTable } from '../../battle-player/components/question-review-table';
import type { GrammarScore } from '../api/submit-grammar-score';
import { GRAMMAR_NS } from '../grammar-texts';
import styles from './grammar.module.css';

type Props = { score: GrammarScore; onAgain: () => void; againBusy: boolean; onOtherLevel: () => void };

/** The run's score and right answers, the best at the level (new or not), every question, and what next. */
export function GrammarResult({ score, onAgain, againBusy, onOtherLevel }: Props) {
  const { t } = useTranslation(GRAMMAR_NS);
  return (
    <>
      <Card title={t('result.heading')} testId="grammar-result">
        <div className={styles.summary}>
          <p className={styles.big} data-testid="grammar-score">
            {t('result.score', { score: score.score })}
          </p>
          <p className={styles.text} data-testid="grammar-correct">
            {t('result.correct', { correct: score.correct, total: score.total })}
          </p>
          {score.new_best ? (
            <p className={styles.newBest} role="status" data-testid="grammar-new-best">
              {t('result.newBest')}
            </p>
          ) : null}
          <p className={styles.muted} data-testid="grammar-best">
            {t('result.best', { best: score.best_score })}
          </p>
        </div>
      </Card>
      <Card>
        <QuestionReviewTable questions={score.questions} showRival={false} />
      </Card>
      <div className={styles.actions}>
        <Button width="auto" onClick={onAgain} busy={againBusy} data-testid="grammar-again">
          {t('result.again')}
        </Button>
        <Button width="auto" variant="secondary" onClick={onOtherLevel} data-testid="grammar-other-level">
          {t('result.otherLevel')}
        </Button>
        <LinkButton to={ARENA_PATHS.index}>{t('result.toIndex')}</LinkButton>
      </div>
    </>
  );
}
