import type { ReactNode } from 'react';
import type { ArenaProgress } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { Contestant } from '../model/battle-view';
import { ContestantBadge } from './contestant-badge';
import styles from './battle-player.module.css';

type Props = {
  contestant: Contestant;
  progress: ArenaProgress;
  /** Questions in the battle. */
  total: number;
  /** 'me' is titled あなた; the rival's panel shows its own name only. */
  side: 'me' | 'rival';
  /** A line under the numbers (the rival left, came back, has finished). */
  status?: ReactNode;
  testId?: string;
};

/** One side's standing during a battle: answered out of all, points and a bar. */
export function ScorePanel({ contestant, progress, total, side, status, testId }: Props) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  return (
    <section className={[styles.panel, side === 'me' ? styles.panelMe : styles.panelRival].join(' ')} data-testid={testId} aria-label={side === 'me' ? t('panel.me') : contestant.nickname}>
      {side === 'me' ? <span className={styles.panelSide}>{t('panel.me')}</span> : null}
      <ContestantBadge contestant={contestant} />
      <p className={styles.panelNumbers}>
        <span data-testid={testId ? `${testId}-answered` : undefined}>{t('panel.progress', { answered: progress.answered, total })}</span>
        <span className={styles.panelScore} data-testid={testId ? `${testId}-score` : undefined}>
          {t('panel.score', { score: progress.score })}
        </span>
      </p>
      <progress className={styles.panelBar} value={progress.answered} max={Math.max(1, total)} aria-label={t('panel.progressLabel', { name: side === 'me' ? t('panel.me') : contestant.nickname })} />
      {status ? (
        <p className={styles.panelStatus} role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}
