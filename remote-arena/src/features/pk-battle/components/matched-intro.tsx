import { useTranslation } from 'shared-ui';
import { ContestantBadge } from '../../battle-player/components/contestant-badge';
import { StartCountdown } from '../../battle-player/components/start-countdown';
import type { BattleView, Contestant } from '../../battle-player/model/battle-view';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import styles from './pk-battle.module.css';

/** The two sides, face to face, and the seconds until the first question. */
export function MatchedIntro({ battle, offsetMs, nowMs }: { battle: BattleView; offsetMs: number; nowMs: number }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const ghost = battle.rival?.is_ghost ?? false;
  return (
    <section className={styles.intro} data-testid="matched-intro" aria-labelledby="arena-matched-heading">
      <h2 id="arena-matched-heading" className={styles.heading} role="status">
        {ghost ? t('matched.ghostHeading') : t('matched.heading')}
      </h2>
      <div className={styles.versus}>
        <Side contestant={battle.me} />
        <span className={styles.vs} aria-hidden="true">
          {t('matched.versus')}
        </span>
        {battle.rival ? <Side contestant={battle.rival} testId="rival-side" /> : null}
      </div>
      <StartCountdown startsAt={battle.starts_at} nowMs={nowMs} offsetMs={offsetMs} />
    </section>
  );
}

function Side({ contestant, testId }: { contestant: Contestant; testId?: string }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  return (
    <div className={styles.side} data-testid={testId}>
      <ContestantBadge contestant={contestant} large />
      <p className={styles.muted}>
        {t('matched.standing', { level: contestant.level, rating: Math.round(contestant.rating) })}
      </p>
    </div>
  );
}
