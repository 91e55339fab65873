import { useTranslation } from 'shared-ui';
import type { BattleResult } from '../api/get-battle-result';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import styles from './pk-battle.module.css';

/** 勝ち・負け・引き分け, or 不戦勝・不戦敗 when someone left, with what kind of battle it was. */
export function OutcomeBanner({ result }: { result: BattleResult }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const word = result.forfeit === 'rival' ? t('result.outcome.forfeitWin') : result.forfeit === 'me' ? t('result.outcome.forfeitLose') : t(`result.outcome.${result.outcome}`);
  const lead = result.forfeit === 'rival' ? t('result.forfeitWinLead') : result.forfeit === 'me' ? t('result.forfeitLoseLead') : null;
  return (
    <div className={[styles.outcome, styles[`outcome-${result.outcome}`]].join(' ')} data-outcome={result.outcome} data-forfeit={result.forfeit ?? ''}>
      <p className={styles.muted}>
        {t(result.mode === 'ghost' ? 'result.battleOfGhost' : 'result.battleOf', { type: result.type_name, level: result.level })}
      </p>
      <h2 className={styles.outcomeWord} data-testid="outcome">
        {word}
      </h2>
      {lead ? <p className={styles.text}>{lead}</p> : null}
    </div>
  );
}
