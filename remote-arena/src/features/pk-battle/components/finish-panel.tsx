import { Button, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import type { FinishPhase } from '../hooks/use-battle-finish';
import { PK_BATTLE_NS } from '../pk-battle-texts';

/** After the last question: the score on its way, the wait for the rival, or a failed send to repeat. */
export function FinishPanel({ phase, onRetry }: { phase: FinishPhase; onRetry: () => void }) {
  const { t } = useTranslation(PK_BATTLE_NS);
  if (phase === 'waiting') return <StatusBlock title={t('finish.waitingRival')} detail={t('finish.waitingLead')} testId="waiting-rival" />;
  if (phase === 'failed') {
    return (
      <StatusBlock
        tone="error"
        title={t('finish.failed')}
        testId="finish-failed"
        action={
          <Button width="auto" onClick={onRetry}>
            {t('finish.retry')}
          </Button>
        }
      />
    );
  }
  return <Spinner label={t('finish.sending')} />;
}
