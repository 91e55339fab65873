import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { Contestant } from '../model/battle-view';
import styles from './battle-player.module.css';

/** Avatar and nickname; a ghost (a recorded battle) is labelled so in words, never only by colour. */
export function ContestantBadge({ contestant, large = false }: { contestant: Contestant; large?: boolean }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  return (
    <span className={[styles.badge, large ? styles.badgeLarge : ''].join(' ')} data-testid="contestant" data-ghost={contestant.is_ghost}>
      {contestant.avatar ? (
        <img className={styles.avatar} src={contestant.avatar} alt="" />
      ) : (
        <span className={[styles.avatar, styles.avatarFallback].join(' ')} aria-hidden="true">
          {contestant.nickname.slice(0, 1)}
        </span>
      )}
      <span className={styles.nickname} data-testid="contestant-name">
        {contestant.nickname}
      </span>
      {contestant.is_ghost ? (
        <span className={styles.ghostTag} title={t('panel.ghostLabel', { name: contestant.nickname })} data-testid="ghost-tag">
          {t('panel.ghost')}
        </span>
      ) : null}
    </span>
  );
}
