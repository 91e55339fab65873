import type { ReactNode } from 'react';
import { Button, Card, useTranslation } from 'shared-ui';
import { useNow } from '../../../lib/use-now';
import { useBattleTypes } from '../../battle-types/api/get-battle-types';
import { useLevelLabel } from '../../levels/hooks/use-level-label';
import { PK_BATTLE_NS } from '../pk-battle-texts';
import styles from './pk-battle.module.css';

type Props = {
  typeId: number;
  level: number;
  /** Seconds in the queue when the server answered, at `receivedAt` (this browser's clock). */
  waitedSeconds: number;
  ghostAfterSeconds: number;
  receivedAt: number;
  onGhost: () => void;
  ghostBusy: boolean;
  /** Why no ghost came (no recorded battle yet, asked too early). */
  ghostMessage: string | null;
  onCancel: () => void;
  notice: ReactNode;
};

/** In the queue: what is being waited for, for how long, the ghost offer after a while, and cancel. */
export function WaitingPanel({ typeId, level, waitedSeconds, ghostAfterSeconds, receivedAt, onGhost, ghostBusy, ghostMessage, onCancel, notice }: Props) {
  const { t } = useTranslation(PK_BATTLE_NS);
  const now = useNow(500);
  const elapsed = Math.floor(waitedSeconds + Math.max(0, now - receivedAt) / 1000);
  const typeName = useBattleTypes().data?.find((type) => type.type_id === typeId)?.name;
  const levelLabel = useLevelLabel(level);
  return (
    <Card testId="waiting-panel">
      <div className={styles.waiting}>
        <span className={styles.searching} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <h2 className={styles.heading}>{t('waiting.heading')}</h2>
        <p className={styles.muted} data-testid="waiting-for">
          {typeName ? t('waiting.what', { type: typeName, level: levelLabel }) : levelLabel}
        </p>
        <p className={styles.elapsed} data-testid="waited-seconds" data-seconds={elapsed}>
          {t('waiting.elapsed', { seconds: elapsed })}
        </p>
        {notice}
        {elapsed >= ghostAfterSeconds ? (
          <div className={styles.ghostOffer} data-testid="ghost-offer">
            <p className={styles.text}>{t('waiting.ghostLead')}</p>
            <Button width="auto" onClick={onGhost} busy={ghostBusy} data-testid="ghost-button">
              {t('waiting.ghost')}
            </Button>
            {ghostMessage ? (
              <p className={styles.warning} role="status" data-testid="ghost-message">
                {ghostMessage}
              </p>
            ) : null}
          </div>
        ) : null}
        <Button variant="secondary" width="auto" onClick={onCancel} data-testid="cancel-matching">
          {t('waiting.cancel')}
        </Button>
      </div>
    </Card>
  );
}
