import { useTranslation } from 'shared-ui';
import { secondsUntil } from '../../../lib/server-clock';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import styles from './battle-player.module.css';

/** The seconds until the first question opens (starts_at, by the server's clock). */
export function StartCountdown({ startsAt, nowMs, offsetMs }: { startsAt: string; nowMs: number; offsetMs: number }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  const seconds = secondsUntil(startsAt, nowMs, offsetMs);
  return (
    <div className={styles.countdown} role="timer" aria-label={t('startIn')} data-testid="start-countdown" data-seconds={seconds}>
      <span className={styles.countdownLabel}>{t('starting')}</span>
      <span className={styles.countdownNumber}>{seconds}</span>
    </div>
  );
}
