import { Button, useTranslation } from 'shared-ui';
import classes from './question-parts.module.css';

/** The answer button under a question, shown until the item is answered. */
export function SubmitRow({ hidden, onSubmit, disabled = false }: { hidden: boolean; onSubmit: () => void; disabled?: boolean }) {
  const { t } = useTranslation('exercises');
  if (hidden) return null;
  return (
    <div className={classes.submitRow}>
      <Button onClick={onSubmit} disabled={disabled} data-testid="submit">
        {t('player.submit')}
      </Button>
    </div>
  );
}
