import { useTranslation } from 'react-i18next';
import { useOutboxSnapshot } from '../outbox/outbox-instance';
import classes from './practice-layout.module.css';

/** Says when answers wait in the outbox (offline, server down), so nothing looks lost. */
export function OutboxStatus() {
  const { t } = useTranslation('exercises');
  const snapshot = useOutboxSnapshot();
  if (snapshot.pending === 0) return null;
  return (
    <p className={classes.status} role="status" data-testid="outbox-status">
      {t('player.pendingAnswers', { count: snapshot.pending })}
    </p>
  );
}
