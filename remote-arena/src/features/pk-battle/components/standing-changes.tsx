import { useTranslation } from 'shared-ui';
import { useLevelLabel } from '../../levels/hooks/use-level-label';
import type { BattleResult } from '../api/get-battle-result';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import styles from './pk-battle.module.css';

/** A signed change: +16, -8, ±0. */
export const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `${value}` : '±0');

/** The rating before → after with the change, and the level change when there is one. */
export function StandingChanges({ result }: { result: BattleResult }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const before = Math.round(result.me.rating_before);
  const after = Math.round(result.me.rating_after);
  const diff = after - before;
  return (
    <div className={styles.changes}>
      <dl className={styles.ratingLine}>
        <dt>{t('result.rating')}</dt>
        <dd className={diff > 0 ? styles.up : diff < 0 ? styles.down : undefined} data-testid="rating-change">
          {t('result.ratingChange', { before, after, diff: signed(diff) })}
        </dd>
      </dl>
      {result.me.level_before !== result.me.level_after ? <LevelChange before={result.me.level_before} after={result.me.level_after} /> : null}
    </div>
  );
}

function LevelChange({ before, after }: { before: number; after: number }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const from = useLevelLabel(before);
  const to = useLevelLabel(after);
  const up = after > before;
  return (
    <p className={[styles.text, up ? styles.up : styles.down].join(' ')} data-testid="level-change" role="status">
      {up ? t('result.levelUp', { before: from, after: to }) : t('result.levelDown', { before: from, after: to })}
    </p>
  );
}
