import { useTranslation } from 'shared-ui';
import { useOutboxSnapshot } from '../outbox/outbox-instance';
import classes from './practice-layout.module.css';

/**
 * Says when answers wait in the outbox because sending them failed (offline, server down), so
 * nothing looks lost. Answers on their way for the first time are not mentioned.
 */
export function OutboxStatus() {
  const { t } = useTranslation('exercises');
  const snapshot = useOutboxSnapshot();
  if (snapshot.stalled === 0 || snapshot.pending === 0) return null;
  return (
    <p className={classes.status} role="status" data-testid="outbox-status">
      {t('player.pendingAnswers', { count: snapshot.pending })}
    </p>
  );
}
