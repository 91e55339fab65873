import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import styles from './battle-player.module.css';

/** ○ or × with its meaning in words for screen readers. */
export function RightMark({ right }: { right: boolean }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  return (
    <span className={right ? styles.markRight : styles.markWrong} data-right={right}>
      <span aria-hidden="true">{right ? t('review.rightMark') : t('review.wrongMark')}</span>
      <span className="visually-hidden">{right ? t('review.rightLabel') : t('review.wrongLabel')}</span>
    </span>
  );
}
