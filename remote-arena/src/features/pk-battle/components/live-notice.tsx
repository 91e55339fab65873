import { Button, useTranslation } from 'shared-ui';
import type { LiveState } from '../hooks/use-arena-live';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import styles from './pk-battle.module.css';

/** The live channel's trouble, if any: reconnecting, or lost with a button to try again. */
export function LiveNotice({ state, onReconnect }: { state: LiveState; onReconnect: () => void }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  if (state === 'lost') {
    return (
      <div className={styles.notice} role="alert" data-testid="live-lost">
        <span>{t('live.lost')}</span>
        <Button variant="secondary" width="auto" onClick={onReconnect}>
          {t('live.reconnect')}
        </Button>
      </div>
    );
  }
  if (state === 'connecting') return <p className={styles.muted} data-testid="live-connecting">{t('live.connecting')}</p>;
  return null;
}
