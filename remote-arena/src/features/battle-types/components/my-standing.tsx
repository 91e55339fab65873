import { Card, useTranslation } from 'shared-ui';
import type { ArenaLevel } from '../../levels/api/get-level-list';
import type { MyLevelInfo } from '../../levels/api/get-my-level-info';
import { LevelLabel } from '../../levels/components/level-label';
import { BATTLE_TYPES_NS } from '../battle-types-texts';
import styles from './battle-types.module.css';

/** The student's rating (with its deviation), level, the way to the next level and the record in one type. */
export function MyStanding({ info, levels }: { info: MyLevelInfo; levels: readonly ArenaLevel[] }) {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  return (
    <Card title={t('type.standing')} testId="my-standing">
      <dl className={styles.stats}>
        <dt>{t('rating')}</dt>
        <dd data-testid="standing-rating">
          <span className={styles.big}>{Math.round(info.rating)}</span> <span className={styles.muted}>{t('type.deviation', { value: Math.round(info.deviation) })}</span>
        </dd>
        <dt>{t('type.level')}</dt>
        <dd data-testid="standing-level">
          <LevelLabel level={info.level} levels={levels} />
        </dd>
        <dt>{t('type.nextLevel')}</dt>
        <dd data-testid="standing-next">
          {info.next_level_rating === null
            ? t('type.topLevel')
            : t('type.nextLevelValue', { rating: info.next_level_rating, gap: Math.max(0, Math.ceil(info.next_level_rating - info.rating)) })}
        </dd>
        <dt>{t('type.winLoss')}</dt>
        <dd data-testid="standing-record">{t('type.winLossValue', { battles: info.battles, wins: info.wins, losses: info.losses, draws: info.draws })}</dd>
      </dl>
    </Card>
  );
}
