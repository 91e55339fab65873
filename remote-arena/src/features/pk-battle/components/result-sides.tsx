import { useTranslation } from 'shared-ui';
import { ContestantBadge } from '../../battle-player/components/contestant-badge';
import type { Contestant } from '../../battle-player/model/battle-view';
import type { BattleResult } from '../api/get-battle-result';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import styles from './pk-battle.module.css';

type Side = Contestant & { score: number; correct: number; total: number };

/** Both sides' points and right answers. */
export function ResultSides({ result }: { result: BattleResult }) {
  return (
    <div className={styles.sides}>
      <SideCard side={result.me} me testId="result-me" />
      {result.rival ? <SideCard side={result.rival} testId="result-rival" /> : null}
    </div>
  );
}

function SideCard({ side, me = false, testId }: { side: Side; me?: boolean; testId: string }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  return (
    <section className={styles.sideCard} data-testid={testId} aria-label={me ? t('result.me') : side.nickname}>
      {me ? <span className={styles.muted}>{t('result.me')}</span> : null}
      <ContestantBadge contestant={side} />
      <p className={styles.sideScore} data-testid={`${testId}-score`}>
        {t('result.score', { score: side.score })}
      </p>
      <p className={styles.muted} data-testid={`${testId}-correct`}>
        {t('result.correct', { correct: side.correct, total: side.total })}
      </p>
    </section>
  );
}
