import { Card, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { numberParam, useNavigate, useSearchParams } from 'shared-ui/router';
import { ARENA_PATHS, pkWaitHref, wrongQuestionsHref } from '../../../lib/arena-paths';
import { QuestionReviewTable } from '../../battle-player/components/question-review-table';
import { useBattleResult, type BattleResult } from '../api/get-battle-result';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import { OutcomeBanner } from './outcome-banner';
import { ResultSides } from './result-sides';
import { StandingChanges } from './standing-changes';
import styles from './pk-battle.module.css';

/** /arena/pkresult?battle_id=: who won, both scores, the rating and level change, every question, and what next. */
export function PkResultPage() {
  const { t } = useTranslation(PK_BATTLE_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const battleId = numberParam(params, 'battle_id');
  return (
    <Page title={t('result.title')} onBack={() => void navigate(ARENA_PATHS.index)} narrow testId="arena-pkresult">
      {battleId === undefined ? (
        <StatusBlock title={t('result.missing')} action={<LinkButton to={ARENA_PATHS.index}>{t('result.toIndex')}</LinkButton>} />
      ) : (
        <ResultView battleId={battleId} />
      )}
    </Page>
  );
}

function ResultView({ battleId }: { battleId: number }) {
  const result = useBattleResult(battleId);
  return <QueryState query={result}>{(data) => <ResultBody result={data} />}</QueryState>;
}

function ResultBody({ result }: { result: BattleResult }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  return (
    <>
      <Card testId="battle-outcome">
        <OutcomeBanner result={result} />
        <ResultSides result={result} />
        <StandingChanges result={result} />
      </Card>
      <Card>
        <QuestionReviewTable questions={result.questions} showRival={result.rival !== null} />
      </Card>
      <nav className={styles.actions} aria-label={t('result.title')}>
        <LinkButton primary to={pkWaitHref(result.type_id, result.level)} data-testid="battle-again">
          {t('result.again')}
        </LinkButton>
        <LinkButton to={wrongQuestionsHref(result.type_id)} data-testid="review-wrong">
          {t('result.review')}
        </LinkButton>
        <LinkButton to={ARENA_PATHS.index} data-testid="to-index">
          {t('result.toIndex')}
        </LinkButton>
      </nav>
    </>
  );
}
