import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { QuestionWindow } from '../model/battle-view';
import styles from './battle-player.module.css';

/** The time left on the open question, by the server's clock: a draining bar and whole seconds. */
export function TimerBar({ window, serverNow, hidden = false }: { window: QuestionWindow; serverNow: number; hidden?: boolean }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  const opens = Date.parse(window.opens_at);
  const closes = Date.parse(window.closes_at);
  const leftMs = Math.min(closes - opens, Math.max(0, closes - serverNow));
  const share = closes > opens ? leftMs / (closes - opens) : 0;
  const seconds = Math.ceil(leftMs / 1000);
  const max = Math.round((closes - opens) / 1000);
  return (
    // Kept in place (only invisible) between questions, so the question below does not jump.
    <div className={styles.timer} style={hidden ? { visibility: 'hidden' } : undefined} aria-hidden={hidden || undefined}>
      <div className={styles.timerTrack} role="progressbar" aria-label={t('timerLabel')} aria-valuemin={0} aria-valuemax={max} aria-valuenow={seconds} aria-valuetext={t('timeLeft', { seconds })}>
        <div className={[styles.timerFill, share <= 0.3 ? styles.timerLow : ''].join(' ')} style={{ width: `${share * 100}%` }} />
      </div>
      <span className={styles.timerText} data-testid="time-left" data-seconds={seconds}>
        {t('timeLeft', { seconds })}
      </span>
    </div>
  );
}
